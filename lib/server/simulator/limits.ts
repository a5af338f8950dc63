import "server-only";

import type { Plan, PlanBlock } from "./plan";

// Applies the request's output limits to a plan: stop sequences first (the text before the earliest
// match is kept), then max_tokens, counted at ~4 characters per token over everything generated.

export const CHARS_PER_TOKEN = 4;

export interface OutputCount {
  outputTokens: number;
  thinkingTokens: number;
  searches: number;
}

export function applyLimits(plan: Plan, maxTokens: number, stopSequences: string[]): Plan {
  return applyMaxTokens(applyStopSequences(plan, stopSequences), maxTokens);
}

function applyStopSequences(plan: Plan, stopSequences: string[]): Plan {
  if (stopSequences.length === 0) return plan;
  for (let i = 0; i < plan.blocks.length; i++) {
    const block = plan.blocks[i];
    if (block.type !== "text") continue;
    const hit = earliest(block.text, stopSequences);
    if (!hit) continue;
    const kept = block.text.slice(0, hit.at);
    const blocks = [...plan.blocks.slice(0, i), ...(kept ? [{ ...block, text: kept }] : [])];
    return { ...plan, blocks, stopReason: "stop_sequence", stopSequence: hit.sequence };
  }
  return plan;
}

function earliest(text: string, sequences: string[]): { at: number; sequence: string } | null {
  let best: { at: number; sequence: string } | null = null;
  for (const sequence of sequences) {
    const at = text.indexOf(sequence);
    if (at >= 0 && (!best || at < best.at)) best = { at, sequence };
  }
  return best;
}

function applyMaxTokens(plan: Plan, maxTokens: number): Plan {
  let budget = maxTokens * CHARS_PER_TOKEN;
  const blocks: PlanBlock[] = [];
  for (const block of plan.blocks) {
    const size = generatedChars(block);
    if (size <= budget) {
      blocks.push(block);
      budget -= size;
      continue;
    }
    // Text and thinking are cut mid-way; a tool call is all or nothing, so its input stays valid JSON.
    if (block.type === "text" && budget > 0) blocks.push({ ...block, text: cutChars(block.text, budget) });
    if (block.type === "thinking" && budget > 0) blocks.push({ ...block, thinking: cutChars(block.thinking, budget) });
    return { ...plan, blocks, stopReason: "max_tokens", stopSequence: null };
  }
  return { ...plan, blocks };
}

/** Characters the model generated for a block (search results are tool output, not model output). */
export function generatedChars(block: PlanBlock): number {
  switch (block.type) {
    case "thinking":
      return codePoints(block.thinking);
    case "text":
      return codePoints(block.text);
    case "tool_use":
      return JSON.stringify(block.input).length;
    case "web_search":
      return JSON.stringify({ query: block.query }).length;
    case "builtin_call":
      return block.arguments.length;
  }
}

export function countOutput(plan: Plan, maxTokens: number): OutputCount {
  const thinkingChars = plan.blocks.reduce((n, b) => n + (b.type === "thinking" ? generatedChars(b) : 0), 0);
  const allChars = plan.blocks.reduce((n, b) => n + generatedChars(b), 0);
  const outputTokens = plan.stopReason === "max_tokens" ? maxTokens : Math.max(1, Math.ceil(allChars / CHARS_PER_TOKEN));
  return {
    outputTokens,
    thinkingTokens: Math.min(outputTokens, Math.ceil(thinkingChars / CHARS_PER_TOKEN)),
    searches: plan.blocks.filter((b) => b.type === "web_search" || b.type === "builtin_call").length,
  };
}

function codePoints(text: string): number {
  return Array.from(text).length;
}

function cutChars(text: string, count: number): string {
  return Array.from(text).slice(0, count).join("");
}
