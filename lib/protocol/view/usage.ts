// Both protocols' usage as one shape: separate input counts (uncached, cache read, cache write) and
// output with the thinking share, so a reply and a conversation total read the same way.

import type { Usage } from "@/lib/protocol/anthropic/types";
import type { AssistantTurn, MessageNode } from "@/lib/protocol/message";
import type { ChatUsage } from "@/lib/protocol/openai/types";
import { fieldAt, isRecord, listOf } from "./stored-value";
import { OPENAI_WEB_SEARCH } from "./web-search";

export interface UsageSummary {
  /** Uncached input. */
  input: number;
  cacheRead: number;
  cacheWrite: number;
  cacheWrite5m?: number;
  cacheWrite1h?: number;
  /** All output, thinking included. */
  output: number;
  thinking: number;
  webSearches: number;
}

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

// Turns may come from an import: usage that is not an object counts as not reported.
function fromAnthropic(usage: Usage | undefined): UsageSummary | null {
  if (!isRecord(usage)) return null;
  const summary: UsageSummary = {
    input: num(usage.input_tokens),
    cacheRead: num(usage.cache_read_input_tokens),
    cacheWrite: num(usage.cache_creation_input_tokens),
    output: num(usage.output_tokens),
    thinking: num(usage.output_tokens_details?.thinking_tokens),
    webSearches: num(usage.server_tool_use?.web_search_requests),
  };
  const split = usage.cache_creation;
  if (split && typeof split.ephemeral_5m_input_tokens === "number") summary.cacheWrite5m = split.ephemeral_5m_input_tokens;
  if (split && typeof split.ephemeral_1h_input_tokens === "number") summary.cacheWrite1h = split.ephemeral_1h_input_tokens;
  return summary;
}

function fromOpenAI(result: unknown): UsageSummary | null {
  const usage = fieldAt(result, "usage") as ChatUsage | undefined;
  if (!isRecord(usage)) return null;
  const cacheRead = num(usage.prompt_tokens_details?.cached_tokens);
  const cacheWrite = num(usage.prompt_tokens_details?.cache_write_tokens);
  const calls = listOf(fieldAt(result, "message", "tool_calls"));
  return {
    // prompt_tokens includes both cache counts.
    input: Math.max(0, num(usage.prompt_tokens) - cacheRead - cacheWrite),
    cacheRead,
    cacheWrite,
    output: num(usage.completion_tokens),
    thinking: num(usage.completion_tokens_details?.reasoning_tokens),
    // Kimi reports no search count; each `$web_search` call is one search.
    webSearches: calls.filter((call) => fieldAt(call, "function", "name") === OPENAI_WEB_SEARCH).length,
  };
}

export function usageOfTurn(turn: AssistantTurn): UsageSummary | null {
  if (!isRecord(turn)) return null;
  if (turn.protocol === "anthropic") return fromAnthropic(fieldAt(turn, "message", "usage") as Usage | undefined);
  return turn.protocol === "openai" ? fromOpenAI(turn.result) : null;
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
