import "server-only";
import { jsonDepth } from "./json-depth";

// A request body as JSON: strict UTF-8, and no deeper than any real request nests (see json-depth.ts).

export const MAX_JSON_DEPTH = 128;

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: "not_json" | "too_deep" };

export function parseJsonBody(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): JsonBody {
  if (jsonDepth(bytes, maxDepth) > maxDepth) return { ok: false, reason: "too_deep" };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, reason: "not_json" };
  }
}
