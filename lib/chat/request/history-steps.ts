// Groups a history path into the steps both request builders walk: user turns, and assistant turns
// together with the tool results recorded right after them.

import type { AssistantNode, HistoryItem, ToolResult } from "@/lib/protocol/message";

export type UserItem = Extract<HistoryItem, { role: "user" }>;

export type HistoryStep =
  | { kind: "user"; item: UserItem }
  | {
      kind: "assistant";
      node: AssistantNode;
      /** Results of the tool nodes directly after this turn, in recorded order. */
      results: ToolResult[];
      /** Whether the conversation went on after this turn (a later user or assistant turn). */
      followed: boolean;
    };

/** Only a complete turn is replayed as stored; anything else may hold unfinished blocks. */
export function isFinished(node: AssistantNode): boolean {
  return node.status === "complete";
}

export function historySteps(history: readonly HistoryItem[]): HistoryStep[] {
  const steps: HistoryStep[] = [];
  for (const item of history) {
    if (item.role === "user") steps.push({ kind: "user", item });
    else if (item.role === "assistant") steps.push({ kind: "assistant", node: item, results: [], followed: false });
    else {
      // Tool results belong to the assistant turn before them; stray ones answer nothing and are dropped.
      const last = steps[steps.length - 1];
      if (last?.kind === "assistant") last.results.push(...item.results);
    }
  }
  steps.forEach((step, index) => {
    if (step.kind === "assistant") step.followed = index < steps.length - 1;
  });
  return steps;
}

export const TOOL_NOT_RUN = "The tool was not run.";

/**
 * Pairs tool calls with their results in call order. A call without a result is dropped from an
 * unfinished turn (its input may be cut off). In a finished turn that has results or that the
 * conversation moved past, it gets `result: null` for the caller to answer with an error, since
 * upstream rejects a tool call left unanswered.
 */
export function pairToolCalls<C extends { id: string }>(
  calls: readonly C[],
  results: readonly ToolResult[],
  opts: { finished: boolean; followed: boolean },
): { kept: Set<string>; pairs: Array<{ call: C; result: ToolResult | null }> } {
  const byId = new Map(results.map((result) => [result.toolUseId, result]));
  const kept = new Set<string>();
  const pairs: Array<{ call: C; result: ToolResult | null }> = [];
  for (const call of calls) {
    const result = byId.get(call.id) ?? null;
    if (result === null && !opts.finished) continue;
    kept.add(call.id);
    if (result !== null || opts.followed || results.length > 0) pairs.push({ call, result });
  }
  return { kept, pairs };
}
