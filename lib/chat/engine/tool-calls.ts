// Tool calls an assistant turn ended with. Kimi's OpenAI `$web_search` is a builtin_function the
// client does not run: its result is the call's arguments string, sent back unchanged (PROTOCOL §3).

import type { AssistantNode, ToolResult } from "@/lib/protocol/message";

export const WEB_SEARCH_FUNCTION = "$web_search";

export interface PendingToolCall {
  id: string;
  name: string;
  /** Anthropic: the parsed input object; OpenAI: the raw arguments string. */
  input: unknown;
  builtin: boolean;
}

/** The calls the turn stopped to have answered; empty unless it stopped for tool use. */
export function pendingToolCalls(node: AssistantNode): PendingToolCall[] {
  const { turn } = node;
  if (turn.protocol === "anthropic") {
    if (turn.message.stop_reason !== "tool_use") return [];
    return turn.message.content.flatMap((block) =>
      block.type === "tool_use" ? [{ id: String(block.id), name: String(block.name), input: block.input, builtin: false }] : [],
    );
  }
  if (turn.result.finish_reason !== "tool_calls") return [];
  return (turn.result.message.tool_calls ?? []).map((call) => ({
    id: call.id,
    name: call.function.name,
    input: call.function.arguments,
    builtin: call.type === "builtin_function" && call.function.name === WEB_SEARCH_FUNCTION,
  }));
}

/** Results the client answers by itself: each `$web_search` call echoes its arguments. */
export function builtinResults(node: AssistantNode): ToolResult[] {
  if (node.turn.protocol !== "openai") return [];
  const calls = node.turn.result.message.tool_calls ?? [];
  return pendingToolCalls(node)
    .filter((call) => call.builtin)
    .map((call) => ({
      toolUseId: call.id,
      name: WEB_SEARCH_FUNCTION,
      content: calls.find((c) => c.id === call.id)!.function.arguments,
    }));
}

/** The automatic round trip applies only when every pending call is builtin. */
export function automaticResults(node: AssistantNode): ToolResult[] | null {
  const calls = pendingToolCalls(node);
  return calls.length > 0 && calls.every((call) => call.builtin) ? builtinResults(node) : null;
}

/** The caller's results plus the builtin ones, in the order the calls were made. */
export function mergeToolResults(node: AssistantNode, given: ToolResult[]): ToolResult[] {
  const byId = new Map<string, ToolResult>();
  for (const result of builtinResults(node)) byId.set(result.toolUseId, result);
  for (const result of given) byId.set(result.toolUseId, result);
  const ordered: ToolResult[] = [];
  for (const call of pendingToolCalls(node)) {
    const result = byId.get(call.id);
    if (result) ordered.push(result);
    byId.delete(call.id);
  }
  return [...ordered, ...given.filter((result) => byId.has(result.toolUseId))];
}
