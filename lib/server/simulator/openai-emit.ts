import "server-only";

import type { ChatUsage, FinishReason, ToolCall } from "@/lib/protocol/openai/types";
import { countOutput } from "./limits";
import { jsonPieces, splitPieces } from "./pieces";
import type { Plan, PlanFormat, PlanStop } from "./plan";
import { createRng, randomHex } from "./rng";

// Turns a plan into the OpenAI Chat Completions wire format (Kimi flavour: reasoning_content,
// builtin_function calls, usage inside the last choice), streamed or as one chat.completion.

export const openaiPlanFormat: PlanFormat = {
  messageId: (rng) => `chatcmpl-${randomHex(rng, 24)}`,
  toolCallId: (_rng, tool, prior) => `functions.${tool.name}:${prior}`,
  search: "builtin",
};

type Json = Record<string, unknown>;

const FINISH: Record<PlanStop, FinishReason> = {
  end_turn: "stop",
  stop_sequence: "stop",
  tool_use: "tool_calls",
  max_tokens: "length",
};

function chatUsage(plan: Plan, maxTokens: number): ChatUsage {
  const count = countOutput(plan, maxTokens);
  const { input, cacheRead, cacheWrite } = plan.tokens;
  const prompt = input + cacheRead + cacheWrite;
  return {
    prompt_tokens: prompt,
    completion_tokens: count.outputTokens,
    total_tokens: prompt + count.outputTokens,
    prompt_tokens_details: { cached_tokens: cacheRead, cache_write_tokens: cacheWrite },
    completion_tokens_details: { reasoning_tokens: count.thinkingTokens },
  };
}

function toolCalls(plan: Plan): ToolCall[] {
  return plan.blocks.flatMap((block): ToolCall[] => {
    if (block.type === "tool_use") {
      return [{ id: block.id, type: "function", function: { name: block.name, arguments: JSON.stringify(block.input) } }];
    }
    if (block.type === "builtin_call") {
      return [{ id: block.id, type: "builtin_function", function: { name: block.name, arguments: block.arguments } }];
    }
    return [];
  });
}

function joined(plan: Plan, type: "thinking" | "text"): string {
  return plan.blocks.map((b) => (b.type === "thinking" && type === "thinking" ? b.thinking : b.type === "text" && type === "text" ? b.text : "")).join("");
}

export function openaiCompletion(plan: Plan, maxTokens: number): Json {
  const calls = toolCalls(plan);
  const message: Json = { role: "assistant", content: joined(plan, "text"), reasoning_content: joined(plan, "thinking") };
  if (calls.length > 0) message.tool_calls = calls;
  return {
    id: plan.id,
    object: "chat.completion",
    created: plan.created,
    model: plan.model,
    choices: [{ index: 0, message, finish_reason: FINISH[plan.stopReason] }],
    usage: chatUsage(plan, maxTokens),
  };
}

export function openaiChunks(plan: Plan, maxTokens: number, includeUsage: boolean, seed: number): string[] {
  const rng = createRng(seed ^ 0x0a1);
  const base = { id: plan.id, object: "chat.completion.chunk", created: plan.created, model: plan.model };
  const chunks: string[] = [];
  const push = (delta: Json) => {
    const chunk: Json = { ...base, choices: [{ index: 0, delta, finish_reason: null }] };
    if (includeUsage) chunk.usage = null;
    chunks.push(`data: ${JSON.stringify(chunk)}\n\n`);
  };
  push({ role: "assistant", content: "" });
  for (const piece of splitPieces(joined(plan, "thinking"), rng)) push({ reasoning_content: piece });
  for (const piece of splitPieces(joined(plan, "text"), rng)) push({ content: piece });
  toolCalls(plan).forEach((call, index) => {
    const [first, ...rest] = jsonPieces(call.function.arguments, rng);
    push({ tool_calls: [{ index, id: call.id, type: call.type, function: { name: call.function.name, arguments: first } }] });
    for (const piece of rest) push({ tool_calls: [{ index, function: { arguments: piece } }] });
  });
  const usage = chatUsage(plan, maxTokens);
  const last: Json = { ...base, choices: [{ index: 0, delta: {}, finish_reason: FINISH[plan.stopReason], usage }] };
  if (includeUsage) last.usage = null;
  chunks.push(`data: ${JSON.stringify(last)}\n\n`);
  if (includeUsage) chunks.push(`data: ${JSON.stringify({ ...base, choices: [], usage })}\n\n`);
  chunks.push("data: [DONE]\n\n");
  return chunks;
}
