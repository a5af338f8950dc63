// Field schemas shared by both request formats. Every schema carries a message a person can act on:
// the gateway returns the first issue as is.

import { z } from "zod";
import { adapterOf } from "../adapters";
import { CACHE_TTLS, EFFORT_ALIASES, EFFORTS, MAX_OUTPUT_TOKENS, MODEL_IDS, modelSupports, type Protocol } from "../models";

type Issue = { input?: unknown };

/** One message when the field is absent, another when it is present but wrong. */
export function fieldError(missing: string, invalid: string) {
  return (issue: Issue) => (issue.input === undefined ? missing : invalid);
}

export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Validates with the schema `pick` chooses for the input, keeping that schema's messages and paths
 * (a plain z.union would only say "invalid input").
 */
export function dispatch<T extends z.ZodType>(pick: (input: unknown) => T) {
  return z.custom<z.output<T>>(() => true).superRefine((input, ctx) => {
    const result = pick(input).safeParse(input);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path, input });
    }
  });
}

// Kept in its own module so code that needs only this does not load zod.
export { isRecord } from "../is-record";

export function modelSchema(protocol: Protocol) {
  const offered = MODEL_IDS.filter((id) => modelSupports(id, protocol));
  const { label, apiPath } = adapterOf(protocol);
  const route = `the ${label} format (${apiPath})`;
  return z.enum(offered, {
    error: (issue) => {
      if (issue.input === undefined) return "model is required";
      const input = issue.input;
      if (typeof input === "string" && (MODEL_IDS as readonly string[]).includes(input)) {
        return `model "${input}" is not offered in ${route}; use one of: ${offered.join(", ")}`;
      }
      return `model must be one of: ${offered.join(", ")}`;
    },
  });
}

export function tokenLimitSchema(field: string) {
  const invalid = `${field} must be an integer from 1 to ${MAX_OUTPUT_TOKENS.toLocaleString("en-US")}`;
  const error = fieldError(`${field} is required`, invalid);
  return z.int({ error }).min(1, { error }).max(MAX_OUTPUT_TOKENS, { error });
}

export const EFFORT_VALUES = [...EFFORTS, ...EFFORT_ALIASES] as const;

export function effortSchema(field: string) {
  return z.enum(EFFORT_VALUES, { error: `${field} must be one of: ${EFFORT_VALUES.join(", ")}` });
}

export function cacheTtlSchema(field: string) {
  return z.enum(CACHE_TTLS, { error: `${field} must be "5m" or "1h"` });
}

export const streamSchema = z.boolean({ error: "stream must be true or false" });

export function jsonObjectSchema(field: string) {
  return z.looseObject({}, { error: `${field} must be a JSON object` });
}
