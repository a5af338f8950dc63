// An Anthropic turn's usage in the shape both protocols share (lib/view/usage.ts).

import type { Usage } from "@/lib/protocol/anthropic/types";
import type { UsageSummary } from "@/lib/protocol/usage-summary";
import { fieldAt, isRecord } from "@/lib/protocol/stored-value";

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** Turns may come from an import: usage that is not an object counts as not reported. */
export function anthropicUsage(turn: unknown): UsageSummary | null {
  const usage = fieldAt(turn, "message", "usage") as Usage | undefined;
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
