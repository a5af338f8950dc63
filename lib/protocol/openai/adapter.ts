// The OpenAI Chat Completions format (/v1/chat/completions) with Kimi's extensions, as the rest of
// the app reads it.

import type { TurnToolCall, ProtocolAdapter } from "@/lib/protocol/protocol-adapter";
import { fieldAt, isRecord, listOf, stringOr } from "@/lib/protocol/stored-value";
import { OPENAI_WEB_SEARCH } from "@/lib/protocol/openai/web-search-tool";
import { openaiUsage } from "./turn-usage";

/** Kimi's `$web_search` is a builtin_function the client answers with its own arguments (PROTOCOL §3). */
function kindOf(call: Record<string, unknown>, name: string): TurnToolCall["kind"] {
  if (call.type === "builtin_function" && name === OPENAI_WEB_SEARCH) return "web-search";
  return call.type === "function" ? "function" : "other";
}

export const openaiAdapter: ProtocolAdapter<"openai"> = {
  name: "openai",
  label: "OpenAI",
  apiPath: "/v1/chat/completions",
  gatewayPath: "/api/openai/v1/chat/completions",
  namesSchema: true,
  model: (turn) => turn.result.model,
  stopReason: (turn) => turn.result.finish_reason,
  stopSequence: () => null,
  usage: openaiUsage,
  // Read as the view reads stored values: a turn drawn from an import may hold anything.
  toolCalls(turn): TurnToolCall[] {
    if (fieldAt(turn.result, "finish_reason") !== "tool_calls") return [];
    return listOf(fieldAt(turn.result, "message", "tool_calls")).flatMap((call) => {
      if (!isRecord(call)) return [];
      const name = stringOr(fieldAt(call, "function", "name"));
      return [{ id: stringOr(call.id), name, input: fieldAt(call, "function", "arguments"), kind: kindOf(call, name) }];
    });
  },
  withoutThinking(turn) {
    const message = { ...turn.result.message };
    delete message.reasoning_content;
    return { ...turn, result: { ...turn.result, message } };
  },
};
