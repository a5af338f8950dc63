// Test-only helpers: read a SimulatedReply back the way a client would, and check values against a
// JSON Schema with ajv.

import Ajv from "ajv";
import { createAnthropicAccumulator } from "@/lib/protocol/anthropic/accumulator";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { ChatUsage, OpenAIResult, ToolCall } from "@/lib/protocol/openai/types";
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

/** A minimal Chat Completions stream accumulator (PROTOCOL.md §3), enough to check the simulator. */
export function accumulateOpenAI(reply: SimulatedReply): OpenAIResult {
  const chunks = openaiChunks(reply);
  let content: string | null = null;
  let reasoning: string | undefined;
  const calls: ToolCall[] = [];
  let finish: string | null = null;
  let usage: ChatUsage | null = null;
  for (const chunk of chunks) {
    if (chunk.usage) usage = chunk.usage;
    const choice = chunk.choices[0];
    if (!choice) continue;
    if (choice.usage) usage = choice.usage;
    if (choice.finish_reason) finish = choice.finish_reason;
    const delta = choice.delta ?? {};
    if (typeof delta.content === "string") content = (content ?? "") + delta.content;
    if (typeof delta.reasoning_content === "string") reasoning = (reasoning ?? "") + delta.reasoning_content;
    for (const part of delta.tool_calls ?? []) {
      const call = (calls[part.index] ??= { id: "", type: "", function: { name: "", arguments: "" } });
      if (part.id) call.id = part.id;
      if (part.type) call.type = part.type;
      if (part.function?.name) call.function.name = part.function.name;
      call.function.arguments += part.function?.arguments ?? "";
    }
  }
  const message: OpenAIResult["message"] = { role: "assistant", content };
  if (reasoning !== undefined) message.reasoning_content = reasoning;
  if (calls.length > 0) message.tool_calls = calls;
  return { id: chunks[0].id, model: chunks[0].model, message, finish_reason: finish, usage };
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
