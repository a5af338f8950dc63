// Answering a turn's tool calls: the ones the client answers by itself run here (all at once), and
// their results merge with the person's in call order.

import type { McpToolRunner } from "@/lib/chat/tools/mcp-tool-runner";
import type { BuiltinToolRunner } from "@/lib/chat/tools/run-builtin";
import { isRecord } from "@/lib/protocol/is-record";
import type { ToolResult } from "@/lib/protocol/message";
import type { PendingToolCall } from "./pending-tool-calls";
import { errorMessage } from "@/lib/async/error-message";

/** A built-in's input: Anthropic sends an object, OpenAI a JSON string that may not parse. */
function inputObject(input: unknown): Record<string, unknown> | string {
  let value = input;
  if (typeof input === "string") {
    try {
      value = input.trim() === "" ? {} : JSON.parse(input);
    } catch (error) {
      return `The arguments are not valid JSON: ${errorMessage(error)}`;
    }
  }
  return isRecord(value) ? value : "The arguments must be a JSON object.";
}

export interface ToolRunners {
  builtin: BuiltinToolRunner;
  mcp: McpToolRunner;
}

async function answer(call: PendingToolCall, run: ToolRunners, signal: AbortSignal): Promise<ToolResult | null> {
  const { automatic } = call;
  if (automatic === null) return null;
  if (automatic === "web-search") return { toolUseId: call.id, name: call.name, content: String(call.input) };
  const input = inputObject(call.input);
  const outcome =
    typeof input === "string"
      ? { content: input, isError: true }
      : automatic === "mcp"
        ? call.mcp
          ? await run.mcp({ id: call.id, tool: call.mcp, input }, signal)
          : { content: "This MCP tool is no longer offered.", isError: true }
        : await run.builtin(automatic, input, signal);
  const structured = "structured" in outcome && outcome.structured ? { structured: outcome.structured } : {};
  return { toolUseId: call.id, name: call.name, content: outcome.content, ...(outcome.isError ? { isError: true } : {}), ...structured };
}

/** The result a call the person denied gets: the model hears it was refused, not that it failed. */
export function deniedResult(call: PendingToolCall): ToolResult {
  return { toolUseId: call.id, name: call.name, content: "The person denied this tool call; it did not run.", isError: true };
}

/** Results of the calls the client answers by itself (all at once), in call order. */
export async function runAutomaticCalls(calls: readonly PendingToolCall[], run: ToolRunners, signal: AbortSignal): Promise<ToolResult[]> {
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
