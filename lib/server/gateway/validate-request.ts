// Validation the gateway runs before calling upstream: the first problem found, named by its dotted
// path, in words a person can act on. JSON parsing and body-size limits are the gateway's job.

import type { z } from "zod";
import { anthropicRequestSchema, type AnthropicRequest } from "@/lib/protocol/schemas/anthropic-request";
import { openAIRequestSchema, type OpenAIRequest } from "@/lib/protocol/schemas/openai-request";

export interface RequestIssue {
  /** Dotted path, e.g. "stop_sequences.2" or "output_config.effort"; "" for the body itself. */
  field: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issue: RequestIssue };

function validate<T>(schema: z.ZodType<T>, body: unknown): ValidationResult<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return { ok: false, issue: { field: first.path.map(String).join("."), message: first.message } };
}

export function validateAnthropicRequest(body: unknown): ValidationResult<AnthropicRequest> {
  return validate(anthropicRequestSchema, body);
}

export function validateOpenAIRequest(body: unknown): ValidationResult<OpenAIRequest> {
  return validate(openAIRequestSchema, body);
}
