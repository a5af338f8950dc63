// Tool calls an assistant turn ended with (its protocol's adapter reads them), and which of them the
// client answers by itself: Kimi's OpenAI `$web_search` (a builtin_function whose result is its
// arguments string, sent back unchanged, PROTOCOL §3) and the conversation's active built-in tools
// (run in the browser).

import type { BuiltinToolRunner } from "@/lib/chat/tools/run-builtin";
import { turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantNode, ToolResult } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import type { ToolCallAnswerer } from "@/lib/protocol/view/parts";

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
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : "The arguments must be a JSON object.";
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
