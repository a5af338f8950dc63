// Tool calls an assistant turn ended with (its protocol's adapter reads them), and which of them the
// client answers by itself: Kimi's OpenAI `$web_search` (a builtin_function whose result is its
// arguments string, sent back unchanged, PROTOCOL §3) and the conversation's active built-in tools
// (run in the browser). The thread reads the same through the engine's public entry (index.ts).

import { activeBuiltins } from "@/lib/chat/tools/active-builtins";
import { turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantNode, ConversationSettings } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import type { ToolCallAnswerer } from "@/lib/view/parts";

export interface PendingToolCall {
  id: string;
  name: string;
  /** Anthropic: the parsed input object; OpenAI: the raw arguments string. */
  input: unknown;
  /** How the client answers it by itself, or null when the person has to. */
  automatic: "web-search" | BuiltinToolName | null;
}

const builtinOf = (name: string, builtins: readonly BuiltinToolName[]) => builtins.find((builtin) => builtin === name) ?? null;

/**
 * The calls the turn stopped to have answered; empty unless it stopped for tool use. The thread
 * asks this while drawing a stored (maybe imported) turn: calls of the wrong shape are left out,
 * and ids and names read as the view parts read them (stored-value).
 */
export function pendingToolCalls(node: AssistantNode, builtins: readonly BuiltinToolName[] = []): PendingToolCall[] {
  const calls = turnAdapter(node.turn)?.toolCalls(node.turn) ?? [];
  return calls.map(({ kind, ...call }) => ({
    ...call,
    automatic: kind === "web-search" ? "web-search" : kind === "function" ? builtinOf(call.name, builtins) : null,
  }));
}

/** The turn's pending calls as this conversation answers them: its active built-ins run by themselves. */
export function callsOf(node: AssistantNode, settings: ConversationSettings): PendingToolCall[] {
  return pendingToolCalls(node, activeBuiltins(settings));
}

/**
 * Who answers each call while the turn waits for the person: empty unless some call is theirs (a
 * turn of automatic calls only is the tool loop's, running or stopped).
 */
export function awaitingAnswers(calls: readonly PendingToolCall[]): Map<string, ToolCallAnswerer> {
  if (!calls.some((call) => call.automatic === null)) return new Map();
  return new Map(calls.map((call) => [call.id, call.automatic === null ? "person" : "client"]));
}

/** What the thread shows of a stored turn waiting for answers: the engine's own reading of its calls. */
export function awaitingAnswersOf(node: AssistantNode, settings: ConversationSettings): Map<string, ToolCallAnswerer> {
  return awaitingAnswers(callsOf(node, settings));
}
