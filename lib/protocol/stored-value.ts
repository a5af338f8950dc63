// Readers for the fields of stored turns. A turn may come from an import or a shared link, written
// by anyone: a field of the wrong kind reads as absent (a list as empty), so the view is derived
// from whatever is there and never throws on it.

import type { RequestedFormat } from "@/lib/protocol/message";
import { isRecord } from "@/lib/protocol/is-record";

export { isRecord };

/** The value under `keys`, each step an object's own field; undefined where a step is not an object. */
export function fieldAt(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

export function stringOr(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

/** The list, or none. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function finiteNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The duration stored for a thinking block (durations are kept by block index), when it is a number. */
export function thinkingDurationAt(durations: unknown, index: number): number | undefined {
  if (typeof durations !== "object" || durations === null || !Object.hasOwn(durations, index)) return undefined;
  return finiteNumber((durations as Record<number, unknown>)[index]);
}

/**
 * A tool input as the view draws it: an object or a string as is; `missing` when there is none;
 * any other JSON value (a number, a list) as its JSON text, which is still drawn as JSON.
 */
export function toolInputOf(value: unknown, missing: Record<string, unknown> | string): Record<string, unknown> | string {
  if (typeof value === "string" || isRecord(value)) return value;
  if (value === undefined || value === null) return missing;
  return JSON.stringify(value) ?? "";
}

/** The structured output a reply was asked for, when it names a kind this client draws. */
export function requestedFormatOf(value: unknown): RequestedFormat | undefined {
  if (!isRecord(value)) return undefined;
  if (value.type === "json_object") return value as RequestedFormat;
  if (value.type !== "json_schema") return undefined;
  // Asked for JSON by a schema that is not one: still JSON, drawn without the schema.
  if (!isRecord(value.schema)) return { type: "json_object" };
  if (value.name === undefined || typeof value.name === "string") return value as RequestedFormat;
  return { type: "json_schema", schema: value.schema };
}
