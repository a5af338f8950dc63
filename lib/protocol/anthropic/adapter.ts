// The Anthropic Messages format (/v1/messages), as the rest of the app reads it.

import type { TurnToolCall, ProtocolAdapter } from "@/lib/protocol/protocol-adapter";
import { fieldAt, isRecord, listOf, stringOr } from "@/lib/protocol/stored-value";
import { anthropicUsage } from "./turn-usage";

const THINKING_BLOCKS = new Set(["thinking", "redacted_thinking"]);

export const anthropicAdapter: ProtocolAdapter<"anthropic"> = {
  name: "anthropic",
  label: "Anthropic",
  apiPath: "/v1/messages",
  gatewayPath: "/api/anthropic/v1/messages",
  namesSchema: false,
  model: (turn) => turn.message.model,
  stopReason: (turn) => turn.message.stop_reason,
  stopSequence: (turn) => turn.message.stop_sequence,
  usage: anthropicUsage,
  // Read as the view reads stored values: a turn drawn from an import may hold anything.
  toolCalls(turn): TurnToolCall[] {
    if (fieldAt(turn.message, "stop_reason") !== "tool_use") return [];
    return listOf(fieldAt(turn.message, "content")).flatMap((block) => {
      if (!isRecord(block) || block.type !== "tool_use") return [];
      return [{ id: stringOr(block.id), name: stringOr(block.name), input: block.input, kind: "function" as const }];
    });
  },
  withoutThinking(turn) {
    const message = turn.message;
    const content = message.content.filter((block) => !THINKING_BLOCKS.has(block.type));
    return { ...turn, message: { ...message, content } };
  },
};
