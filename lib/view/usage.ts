// Every protocol's usage as one shape (each protocol's adapter reads its own): separate input counts
// (uncached, cache read, cache write) and output with the thinking share, so a reply and a
// conversation total read the same way.

import { turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantTurn, MessageNode } from "@/lib/protocol/message";
import { isRecord } from "@/lib/protocol/stored-value";
import type { UsageSummary } from "@/lib/protocol/usage-summary";

export function usageOfTurn(turn: AssistantTurn): UsageSummary | null {
  return turnAdapter(turn)?.usage(turn) ?? null;
}

const addOptional = (a: number | undefined, b: number | undefined) =>
  a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);

export function sumUsage(list: readonly UsageSummary[]): UsageSummary {
  const total: UsageSummary = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0, thinking: 0, webSearches: 0 };
  for (const usage of list) {
    total.input += usage.input;
    total.cacheRead += usage.cacheRead;
    total.cacheWrite += usage.cacheWrite;
    total.output += usage.output;
    total.thinking += usage.thinking;
    total.webSearches += usage.webSearches;
    const m5 = addOptional(total.cacheWrite5m, usage.cacheWrite5m);
    const h1 = addOptional(total.cacheWrite1h, usage.cacheWrite1h);
    if (m5 !== undefined) total.cacheWrite5m = m5;
    if (h1 !== undefined) total.cacheWrite1h = h1;
  }
  return total;
}

/** Total over the assistant turns among `nodes` (a reply, or a whole conversation); null if none reported. */
export function usageOfNodes(nodes: readonly MessageNode[]): UsageSummary | null {
  const list: UsageSummary[] = [];
  for (const node of nodes) {
    if (!isRecord(node) || node.role !== "assistant") continue;
    const usage = usageOfTurn(node.turn);
    if (usage) list.push(usage);
  }
  return list.length === 0 ? null : sumUsage(list);
}
