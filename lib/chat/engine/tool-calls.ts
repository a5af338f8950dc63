// Answering a turn's tool calls: the ones the client answers run here (all at once), each by its
// source's runner, and their results merge with the person's in call order.

import { runTool, type ToolRunners } from "@/lib/chat/tools/tool-runner";
import type { ToolResult } from "@/lib/protocol/message";
import type { PendingToolCall, RunnableCall } from "./pending-tool-calls";

async function answer(call: RunnableCall, runners: ToolRunners, signal: AbortSignal): Promise<ToolResult> {
  const outcome = await runTool(runners, call, signal);
  const structured = outcome.structured ? { structured: outcome.structured } : {};
  return { toolUseId: call.id, name: call.name, content: outcome.content, ...(outcome.isError ? { isError: true } : {}), ...structured };
}

/** The result a call the person denied gets: the model hears it was refused, not that it failed. */
export function deniedResult(call: PendingToolCall): ToolResult {
  return { toolUseId: call.id, name: call.name, content: "The person denied this tool call; it did not run.", isError: true };
}

/** Results of the calls the client answers (all at once), in call order. */
export function runAutomaticCalls(calls: readonly RunnableCall[], runners: ToolRunners, signal: AbortSignal): Promise<ToolResult[]> {
  return Promise.all(calls.map((call) => answer(call, runners, signal)));
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
