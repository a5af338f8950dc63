// An OpenAI turn's usage in the shape both protocols share (lib/view/usage.ts).

import type { ChatUsage } from "@/lib/protocol/openai/types";
import type { UsageSummary } from "@/lib/protocol/usage-summary";
import { fieldAt, isRecord, listOf } from "@/lib/protocol/stored-value";
import { OPENAI_WEB_SEARCH } from "@/lib/protocol/openai/web-search-tool";

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** Turns may come from an import: usage that is not an object counts as not reported. */
export function openaiUsage(turn: unknown): UsageSummary | null {
  const result = fieldAt(turn, "result");
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
