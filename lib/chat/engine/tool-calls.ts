// Tool calls an assistant turn ended with, and which of them the client answers by itself: Kimi's
// OpenAI `$web_search` (a builtin_function whose result is its arguments string, sent back unchanged,
// PROTOCOL §3) and the conversation's active built-in tools (run in the browser).

import type { BuiltinToolRunner } from "@/lib/chat/tools/run-builtin";
import type { AssistantNode, ToolResult } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import type { ToolCallAnswerer } from "@/lib/protocol/view/parts";
import { fieldAt, isRecord, listOf, stringOr } from "@/lib/protocol/view/stored-value";

export const WEB_SEARCH_FUNCTION = "$web_search";

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
  const { turn } = node;
  if (turn.protocol === "anthropic") {
    if (fieldAt(turn.message, "stop_reason") !== "tool_use") return [];
    return listOf(fieldAt(turn.message, "content")).flatMap((block) => {
      if (!isRecord(block) || block.type !== "tool_use") return [];
      const name = stringOr(block.name);
      return [{ id: stringOr(block.id), name, input: block.input, automatic: builtinOf(name, builtins) }];
    });
  }
  if (fieldAt(turn.result, "finish_reason") !== "tool_calls") return [];
  return listOf(fieldAt(turn.result, "message", "tool_calls")).flatMap((call) => {
    if (!isRecord(call)) return [];
    const name = stringOr(fieldAt(call, "function", "name"));
    const search = call.type === "builtin_function" && name === WEB_SEARCH_FUNCTION;
    const automatic = search ? "web-search" : call.type === "function" ? builtinOf(name, builtins) : null;
    return [{ id: stringOr(call.id), name, input: fieldAt(call, "function", "arguments"), automatic }];
  });
}

/**
 * Who answers each call while the turn waits for the person: empty unless some call is theirs (a
 * turn of automatic calls only is the tool loop's, running or stopped).
 */
export function awaitingAnswers(calls: readonly PendingToolCall[]): Map<string, ToolCallAnswerer> {
  if (!calls.some((call) => call.automatic === null)) return new Map();
  return new Map(calls.map((call) => [call.id, call.automatic === null ? "person" : "client"]));
}

/** A built-in's input: Anthropic sends an object, OpenAI a JSON string that may not parse. */
function inputObject(input: unknown): Record<string, unknown> | string {
  let value = input;
  if (typeof input === "string") {
    try {
      value = input.trim() === "" ? {} : JSON.parse(input);
    } catch (error) {
      return `The arguments are not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return isRecord(value) ? value : "The arguments must be a JSON object.";
}

async function answer(call: PendingToolCall, run: BuiltinToolRunner, signal: AbortSignal): Promise<ToolResult | null> {
  if (call.automatic === null) return null;
  if (call.automatic === "web-search") return { toolUseId: call.id, name: call.name, content: String(call.input) };
  const input = inputObject(call.input);
  const outcome = typeof input === "string" ? { content: input, isError: true } : await run(call.automatic, input, signal);
  return { toolUseId: call.id, name: call.name, content: outcome.content, ...(outcome.isError ? { isError: true } : {}) };
}

/** Results of the calls the client answers by itself (all at once), in call order. */
export async function runAutomaticCalls(calls: readonly PendingToolCall[], run: BuiltinToolRunner, signal: AbortSignal): Promise<ToolResult[]> {
  const results = await Promise.all(calls.map((call) => answer(call, run, signal)));
  return results.filter((result): result is ToolResult => result !== null);
}

/** The person's results plus the automatic ones, in the order the calls were made; theirs win. */
export function mergeToolResults(calls: readonly PendingToolCall[], automatic: readonly ToolResult[], given: readonly ToolResult[]): ToolResult[] {
  const byId = new Map<string, ToolResult>();
  for (const result of automatic) byId.set(result.toolUseId, result);
  for (const result of given) byId.set(result.toolUseId, result);
  const ordered: ToolResult[] = [];
  for (const call of calls) {
    const result = byId.get(call.id);
    if (result) ordered.push(result);
    byId.delete(call.id);
  }
  return [...ordered, ...given.filter((result) => byId.has(result.toolUseId))];
}
