// Test-only helpers: read a SimulatedReply back the way a client would, and check values against a
// JSON Schema with ajv.

import Ajv from "ajv";
import { createAnthropicAccumulator } from "@/lib/protocol/anthropic/accumulator";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import { createOpenAIAccumulator } from "@/lib/protocol/openai/accumulator";
import type { OpenAIResult } from "@/lib/protocol/openai/types";
import { createSseDecoder, type SseEvent } from "@/lib/protocol/sse";
import type { SimulatedReply } from "./simulate";

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

// Formats ("date-time", "email"…) are known but not checked: ajv's checks for them live in
// ajv-formats, which the project does not use.
const ajv = new Ajv({ allErrors: true, validateFormats: false });

/** Violations of `schema` by `value`, as "path: message" lines; empty when the value conforms. */
export function schemaErrors(value: unknown, schema: Json): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath}: ${error.message}`);
}
