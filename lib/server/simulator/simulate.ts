import "server-only";

import type { Protocol } from "@/lib/protocol/models";
import { anthropicEvents, anthropicMessage, anthropicPlanFormat } from "./anthropic-emit";
import { readAnthropicRequest } from "./anthropic-request";
import { applyLimits } from "./limits";
import { openaiChunks, openaiCompletion, openaiPlanFormat } from "./openai-emit";
import { readOpenAIRequest } from "./openai-request";
import { buildPlan, type PlanFormat } from "./plan";
import type { SimRequest } from "./request-view";

// The simulator's entry points, one per format: a validated request body in, the complete upstream
// reply out.

export interface SimulatedReply {
  status: number;
  contentType: string;
  /** SSE events, each a complete "event: x\ndata: {...}\n\n" (Anthropic) or "data: {...}\n\n" (OpenAI) string; or one JSON body string when not streaming */
  chunks: string[];
}

const SSE_TYPE = "text/event-stream";
const JSON_TYPE = "application/json";

function planFor(req: SimRequest, format: PlanFormat) {
  return applyLimits(buildPlan(req, format), req.maxTokens, req.stopSequences);
}

export function simulateAnthropic(body: Record<string, unknown>): SimulatedReply {
  const req = readAnthropicRequest(body);
  const plan = planFor(req, anthropicPlanFormat);
  if (!req.stream) return { status: 200, contentType: JSON_TYPE, chunks: [JSON.stringify(anthropicMessage(plan, req.maxTokens))] };
  return { status: 200, contentType: SSE_TYPE, chunks: anthropicEvents(plan, req.maxTokens, req.seed) };
}

export function simulateOpenAI(body: Record<string, unknown>): SimulatedReply {
  const req = readOpenAIRequest(body);
  const plan = planFor(req, openaiPlanFormat);
  if (!req.stream) return { status: 200, contentType: JSON_TYPE, chunks: [JSON.stringify(openaiCompletion(plan, req.maxTokens))] };
  return { status: 200, contentType: SSE_TYPE, chunks: openaiChunks(plan, req.maxTokens, req.includeUsage, req.seed) };
}

/** Each format's simulator: a protocol added to PROTOCOLS fails to compile until it has one. */
const SIMULATORS: { readonly [P in Protocol]: (body: Record<string, unknown>) => SimulatedReply } = {
  anthropic: simulateAnthropic,
  openai: simulateOpenAI,
};

export function simulate(protocol: Protocol, body: Record<string, unknown>): SimulatedReply {
  return SIMULATORS[protocol](body);
}
