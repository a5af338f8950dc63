import "server-only";
import { jsonDepth, jsonValueCount } from "./json-shape";

// A request body as JSON: strict UTF-8, no deeper than any real request nests, and, where the caller
// knows the shape it wants, no wider than that (see json-shape.ts): checked before JSON.parse runs.

export const MAX_JSON_DEPTH = 128;

export interface JsonLimits {
  maxDepth?: number;
  /** Most values (elements, members) the body may hold; unbounded when absent. */
  maxValues?: number;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: "not_json" | "too_deep" | "too_wide" };

export function parseJsonBody(bytes: Uint8Array, limits: JsonLimits = {}): JsonBody {
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  if (jsonDepth(bytes, maxDepth) > maxDepth) return { ok: false, reason: "too_deep" };
  if (limits.maxValues !== undefined && jsonValueCount(bytes, limits.maxValues) > limits.maxValues) {
    return { ok: false, reason: "too_wide" };
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, reason: "not_json" };
  }
}
