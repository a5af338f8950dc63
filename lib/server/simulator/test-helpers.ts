// Test-only helpers: read a SimulatedReply back the way a client would, and check values against a
// JSON Schema (the subset the simulator generates for; ajv is not a dependency).

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

/** Violations of `schema` by `value`, as JSON-pointer-ish paths; empty when the value conforms. */
export function schemaErrors(value: unknown, schema: Json, root: Json = schema, path = ""): string[] {
  if (typeof schema.$ref === "string") {
    const target = schema.$ref.slice(2).split("/").reduce((node: Json, key: string) => node?.[key], root);
    return schemaErrors(value, target, root, path);
  }
  if ("const" in schema && JSON.stringify(value) !== JSON.stringify(schema.const)) return [`${path}: not const`];
  if (Array.isArray(schema.enum) && !schema.enum.some((e: unknown) => JSON.stringify(e) === JSON.stringify(value))) {
    return [`${path}: not in enum`];
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(schema[key]) && !schema[key].some((s: Json) => schemaErrors(value, s, root, path).length === 0)) {
      return [`${path}: matches no ${key} option`];
    }
  }
  const errors: string[] = [];
  if (Array.isArray(schema.allOf)) for (const s of schema.allOf) errors.push(...schemaErrors(value, s, root, path));
  const types: string[] = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((t) => hasType(value, t))) return [...errors, `${path}: not ${types.join("|")}`];
  if (typeof value === "string") {
    if (schema.minLength !== undefined && Array.from(value).length < schema.minLength) errors.push(`${path}: too short`);
    if (schema.maxLength !== undefined && Array.from(value).length > schema.maxLength) errors.push(`${path}: too long`);
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${path}: below minimum`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${path}: above maximum`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${path}: too few items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${path}: too many items`);
    if (schema.items) value.forEach((item, i) => errors.push(...schemaErrors(item, schema.items, root, `${path}/${i}`)));
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const record = value as Json;
    for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${path}/${key}: missing`);
    for (const [key, item] of Object.entries(record)) {
      const property = schema.properties?.[key];
      if (property) errors.push(...schemaErrors(item, property, root, `${path}/${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}/${key}: not allowed`);
    }
  }
  return errors;
}

function hasType(value: unknown, type: string): boolean {
  if (type === "integer") return Number.isInteger(value);
  if (type === "array") return Array.isArray(value);
  if (type === "null") return value === null;
  if (type === "object") return typeof value === "object" && value !== null && !Array.isArray(value);
  return typeof value === type;
}
