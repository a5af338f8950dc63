// A SimulatedReply read back the way a client reads the stream: its events, chunks and whole message.

import { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import { createOpenAIAccumulator } from "@/lib/stream/openai/accumulator";
import type { OpenAIResult } from "@/lib/protocol/openai/types";
import { createSseDecoder, type SseEvent } from "@/lib/stream/sse";
import type { SimulatedReply } from "../simulate";

export function sseEvents(reply: SimulatedReply): SseEvent[] {
  const events: SseEvent[] = [];
  const decoder = createSseDecoder((e) => events.push(e));
  for (const chunk of reply.chunks) decoder.push(new TextEncoder().encode(chunk));
  decoder.end();
  return events;
}

export function accumulateAnthropic(reply: SimulatedReply): AnthropicMessage {
  const accumulator = createAnthropicAccumulator();
  for (const event of sseEvents(reply)) accumulator.push(event);
  const { message, error } = accumulator.finish();
  if (error || !message) throw new Error(`stream did not accumulate: ${JSON.stringify(error)}`);
  return message;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function openaiChunks(reply: SimulatedReply): Json[] {
  return sseEvents(reply)
    .filter((e) => e.data !== "[DONE]")
    .map((e) => JSON.parse(e.data) as Json);
}

export function accumulateOpenAI(reply: SimulatedReply): OpenAIResult {
  const accumulator = createOpenAIAccumulator();
  for (const event of sseEvents(reply)) accumulator.push(event);
  const { result, error } = accumulator.finish();
  if (error || !result) throw new Error(`stream did not accumulate: ${JSON.stringify(error)}`);
  return result;
}
