import "server-only";

import type { AnthropicMessage, ContentBlock, Usage, WebSearchResultLocation } from "@/lib/protocol/anthropic/types";
import { countOutput } from "./limits";
import { jsonPieces, splitPieces } from "./pieces";
import type { Plan, PlanBlock, PlanFormat } from "./plan";
import { createRng, randomBase62 } from "./rng";
import type { SimSearchResult } from "./web-results";

// Turns a plan into the Anthropic wire format: the SSE event sequence, or the full Message JSON.

export const anthropicPlanFormat: PlanFormat = {
  messageId: (rng) => `msg_${randomBase62(rng, 24)}`,
  toolCallId: (rng) => `toolu_${randomBase62(rng, 24)}`,
  search: "server",
};

type Json = Record<string, unknown>;

function sse(data: Json): string {
  return `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`;
}

function startUsage(plan: Plan): Usage {
  const { input, cacheRead, cacheWrite, ttl } = plan.tokens;
  return {
    input_tokens: input,
    cache_creation_input_tokens: cacheWrite,
    cache_read_input_tokens: cacheRead,
    cache_creation: {
      ephemeral_5m_input_tokens: ttl === "5m" ? cacheWrite : 0,
      ephemeral_1h_input_tokens: ttl === "1h" ? cacheWrite : 0,
    },
    output_tokens: 1,
  };
}

/** The cumulative usage of the closing message_delta. */
function finalUsage(plan: Plan, maxTokens: number): Usage {
  const count = countOutput(plan, maxTokens);
  const usage: Usage = {
    input_tokens: plan.tokens.input,
    cache_creation_input_tokens: plan.tokens.cacheWrite,
    cache_read_input_tokens: plan.tokens.cacheRead,
    output_tokens: count.outputTokens,
    output_tokens_details: { thinking_tokens: count.thinkingTokens },
  };
  if (plan.webSearchOffered) usage.server_tool_use = { web_search_requests: count.searches };
  return usage;
}

function citation(result: SimSearchResult): WebSearchResultLocation {
  return {
    type: "web_search_result_location",
    cited_text: result.citedText,
    url: result.url,
    title: result.title,
    encrypted_index: result.encryptedIndex,
  };
}

function searchResultBlock(block: Extract<PlanBlock, { type: "web_search" }>): ContentBlock {
  return {
    type: "web_search_tool_result",
    tool_use_id: block.id,
    content: block.results.map((r) => ({
      type: "web_search_result",
      title: r.title,
      url: r.url,
      encrypted_content: r.encryptedContent,
      page_age: r.pageAge,
    })),
  };
}

/** The content blocks the plan accumulates to. */
export function anthropicContent(plan: Plan): ContentBlock[] {
  return plan.blocks.flatMap((block): ContentBlock[] => {
    switch (block.type) {
      case "thinking":
        return [{ type: "thinking", thinking: block.thinking, signature: block.signature }];
      case "text":
        return block.citations.length > 0
          ? [{ type: "text", text: block.text, citations: block.citations.map(citation) }]
          : [{ type: "text", text: block.text }];
      case "tool_use":
        return [{ type: "tool_use", id: block.id, name: block.name, input: block.input }];
      case "web_search":
        return [
          { type: "server_tool_use", id: block.id, name: "web_search", input: { query: block.query } },
          searchResultBlock(block),
        ];
      case "builtin_call":
        return [];
    }
  });
}

export function anthropicMessage(plan: Plan, maxTokens: number): AnthropicMessage {
  const { cache_creation } = startUsage(plan);
  return {
    id: plan.id,
    type: "message",
    role: "assistant",
    model: plan.model,
    content: anthropicContent(plan),
    stop_reason: plan.stopReason,
    stop_sequence: plan.stopSequence,
    usage: { ...finalUsage(plan, maxTokens), cache_creation },
  };
}

export function anthropicEvents(plan: Plan, maxTokens: number, seed: number): string[] {
  const rng = createRng(seed ^ 0xa17);
  const events: string[] = [
    sse({
      type: "message_start",
      message: { id: plan.id, type: "message", role: "assistant", model: plan.model, content: [], stop_reason: null, stop_sequence: null, usage: startUsage(plan) },
    }),
    sse({ type: "ping" }),
  ];
  let index = 0;
  const block = (start: Json, deltas: Json[]) => {
    const at = index++;
    events.push(sse({ type: "content_block_start", index: at, content_block: start }));
    for (const delta of deltas) events.push(sse({ type: "content_block_delta", index: at, delta }));
    events.push(sse({ type: "content_block_stop", index: at }));
  };
  for (const item of plan.blocks) {
    if (item.type === "thinking") {
      const pieces = splitPieces(item.thinking, rng).map((thinking) => ({ type: "thinking_delta", thinking }));
      block({ type: "thinking", thinking: "", signature: "" }, [...pieces, { type: "signature_delta", signature: item.signature }]);
    } else if (item.type === "text") {
      const cited = item.citations.length > 0;
      const citations = item.citations.map((r) => ({ type: "citations_delta", citation: citation(r) }));
      const texts = splitPieces(item.text, rng).map((text) => ({ type: "text_delta", text }));
      block(cited ? { type: "text", text: "", citations: [] } : { type: "text", text: "" }, [...citations, ...texts]);
    } else if (item.type === "tool_use") {
      const pieces = jsonPieces(JSON.stringify(item.input), rng).map((partial_json) => ({ type: "input_json_delta", partial_json }));
      block({ type: "tool_use", id: item.id, name: item.name, input: {} }, pieces);
    } else if (item.type === "web_search") {
      const pieces = jsonPieces(JSON.stringify({ query: item.query }), rng).map((partial_json) => ({ type: "input_json_delta", partial_json }));
      block({ type: "server_tool_use", id: item.id, name: "web_search", input: {} }, pieces);
      block(searchResultBlock(item) as Json, []);
    }
  }
  events.push(
    sse({ type: "message_delta", delta: { stop_reason: plan.stopReason, stop_sequence: plan.stopSequence }, usage: finalUsage(plan, maxTokens) }),
    sse({ type: "message_stop" }),
  );
  return events;
}
