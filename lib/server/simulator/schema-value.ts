import "server-only";

import { isRecord } from "@/lib/protocol/is-record";
import type { Rng } from "./rng";
import { properNounOf, topicOf } from "./topic";

// Invents a value that satisfies a JSON Schema: the subset tools and structured outputs use (type,
// properties/required, enum/const, items, anyOf/oneOf/allOf, local $ref, numeric and length bounds).

type Schema = Record<string, unknown>;

interface Context {
  root: Schema;
  rng: Rng;
  /** What is left of SCHEMA_WORK_BUDGET for this value. */
  left: number;
  /** Words from the prompt, used to make strings look related to the question. */
  topic: string;
  /** A capitalised word from the prompt (a place or name), preferred for place-like fields. */
  proper: string | null;
}

const MAX_DEPTH = 6;
// The schema comes from the request: bounds past these are clamped, so no request can make the demo
// build a huge value (and block the server) or recurse without end.
const MAX_STRING_LENGTH = 2_000;
const MAX_ITEMS = 20;
const MAX_OBJECT_KEYS = 64;
// Per-level clamps multiply (20 items of 20 items of 2,000 characters: an 870-byte request once made
// 1.6 million), so one budget bounds the whole value: characters written plus schema keys looked at.
// Once it is spent, whatever is left to invent is null. Real tool and output schemas use a few hundred.
export const SCHEMA_WORK_BUDGET = 32_000;
// What any value costs besides its own characters (quotes, a comma, a key's colon).
const NODE_COST = 3;
// Property names that suggest a kind of value are short; a longer name is not scanned for hints.
const MAX_HINT_KEY_LENGTH = 64;

const STRING_HINTS: Array<[RegExp, (ctx: Context) => string]> = [
  [/city|town|location|place|harbou?r|region/i, (ctx) => ctx.proper ?? ctx.rng.pick(["Lisbon", "Kyoto", "Valparaíso", "Tallinn"])],
  [/country/i, (ctx) => ctx.proper ?? ctx.rng.pick(["Portugal", "Japan", "Chile", "Estonia"])],
  [/e-?mail/i, () => "demo@moonlit.example"],
  [/url|link|website|homepage/i, () => "https://moonlit.example/demo"],
  [/date/i, () => "2031-06-02"],
  [/time/i, () => "09:30"],
  [/lang/i, () => "en"],
  [/unit/i, (ctx) => ctx.rng.pick(["celsius", "metric"])],
  [/^(name|title|label)$|_name$|Name$/i, (ctx) => ctx.rng.pick(["Aurora", "Juniper", "Marlow", "Sable"])],
  [/query|search|question|prompt|topic|text|keyword/i, (ctx) => ctx.topic],
];

const FORMAT_VALUES: Record<string, string> = {
  date: "2031-06-02",
  "date-time": "2031-06-02T09:30:00Z",
  time: "09:30:00",
  email: "demo@moonlit.example",
  uri: "https://moonlit.example/demo",
  url: "https://moonlit.example/demo",
  uuid: "00000000-0000-4000-8000-000000000000",
  hostname: "moonlit.example",
  ipv4: "192.0.2.1",
};

/** `prompt` is the user's question; strings are drawn from it where the property name suggests so. */
export function generateFromSchema(schema: unknown, rng: Rng, prompt: string): unknown {
  const root = isRecord(schema) ? schema : {};
  const ctx: Context = { root, rng, left: SCHEMA_WORK_BUDGET, topic: topicOf(prompt), proper: properNounOf(prompt) };
  return generate(root, ctx, "", 0);
}

/** Takes `units` from the budget; once they do not fit, nothing is left and false says so. */
function spend(ctx: Context, units: number): boolean {
  if (units > ctx.left) {
    ctx.left = 0;
    return false;
  }
  ctx.left -= units;
  return true;
}

/** A value as it is (a const or enum from the schema, a number), if its size fits what is left. */
function copied(value: unknown, ctx: Context): unknown {
  const size = typeof value === "string" ? value.length : (JSON.stringify(value) ?? "").length;
  return spend(ctx, size) ? value : null;
}

function generate(schema: Schema, ctx: Context, key: string, depth: number): unknown {
  if (depth > MAX_DEPTH * 2 || !spend(ctx, NODE_COST)) return null;
  const resolved = resolveRef(schema, ctx);
  if ("const" in resolved) return copied(resolved.const, ctx);
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return copied(ctx.rng.pick(resolved.enum), ctx);
  for (const combinator of ["anyOf", "oneOf"] as const) {
    const options = resolved[combinator];
    if (Array.isArray(options) && options.length > 0) {
      const at = options.findIndex((option) => isRecord(option) && option.type !== "null");
      if (!spend(ctx, at + 1)) return null;
      const usable: unknown = at >= 0 ? options[at] : options[0];
      return generate(isRecord(usable) ? usable : {}, ctx, key, depth + 1);
    }
  }
  if (Array.isArray(resolved.allOf)) {
    const parts = resolved.allOf.slice(0, ctx.left).filter(isRecord);
    const merged = parts.reduce<Schema>((acc, part) => mergeSchemas(acc, part, ctx), {});
    return generate(mergeSchemas(withoutKey(resolved, "allOf"), merged, ctx), ctx, key, depth + 1);
  }
  switch (pickType(resolved)) {
    case "object":
      return depth >= MAX_DEPTH ? {} : generateObject(resolved, ctx, depth);
    case "array":
      return depth >= MAX_DEPTH ? [] : generateArray(resolved, ctx, key, depth);
    case "integer":
      return copied(generateNumber(resolved, ctx, true), ctx);
    case "number":
      return copied(generateNumber(resolved, ctx, false), ctx);
    case "boolean":
      return copied(ctx.rng.next() < 0.5, ctx);
    case "null":
      return null;
    default:
      return generateString(resolved, ctx, key);
  }
}

function generateObject(schema: Schema, ctx: Context, depth: number): Record<string, unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === "string") : [];
  const named = Object.keys(properties);
  if (!spend(ctx, named.length + required.length)) return {};
  const keys = [...new Set([...named, ...required])].slice(0, MAX_OBJECT_KEYS);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!spend(ctx, key.length) || ctx.left === 0) break;
    const propertySchema = properties[key];
    out[key] = generate(isRecord(propertySchema) ? propertySchema : {}, ctx, key, depth + 1);
  }
  return out;
}

function generateArray(schema: Schema, ctx: Context, key: string, depth: number): unknown[] {
  const max = Math.min(typeof schema.maxItems === "number" ? schema.maxItems : Infinity, MAX_ITEMS);
  const min = Math.min(typeof schema.minItems === "number" ? schema.minItems : Math.min(1, max), MAX_ITEMS);
  const count = ctx.rng.int(min, Math.max(min, Math.min(max, 3)));
  const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems.slice(0, MAX_ITEMS).filter(isRecord) : [];
  const items = isRecord(schema.items) ? schema.items : {};
  const values: unknown[] = [];
  for (let i = 0; i < Math.max(count, tuple.length) && ctx.left > 0; i++) {
    values.push(generate(tuple[i] ?? items, ctx, key, depth + 1));
  }
  return values;
}

function generateNumber(schema: Schema, ctx: Context, integer: boolean): number {
  let min = typeof schema.minimum === "number" ? schema.minimum : 0;
  let max = typeof schema.maximum === "number" ? schema.maximum : Math.max(min + 100, 100);
  if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  if (typeof schema.exclusiveMaximum === "number") max = schema.exclusiveMaximum - (integer ? 1 : 0.01);
  if (integer) {
    const low = Math.ceil(min);
    return ctx.rng.int(low, Math.max(low, Math.floor(max)));
  }
  const value = min + ctx.rng.next() * (max - min);
  return Math.min(max, Math.max(min, Math.round(value * 10) / 10));
}

function generateString(schema: Schema, ctx: Context, key: string): string {
  const format = typeof schema.format === "string" ? FORMAT_VALUES[schema.format] : undefined;
  const hint = key.length <= MAX_HINT_KEY_LENGTH ? STRING_HINTS.find(([pattern]) => pattern.test(key)) : undefined;
  // No longer than what is left (the topic and names come from the prompt, and may be long).
  const most = Math.min(typeof schema.maxLength === "number" ? schema.maxLength : Infinity, ctx.left);
  const minLength = Math.min(typeof schema.minLength === "number" ? schema.minLength : 0, MAX_STRING_LENGTH, most);
  let value = format ?? (hint ? hint[1](ctx) : `${ctx.topic} (simulated)`);
  // Cut in UTF-16 units first (a character is at most two), so a long value costs only what is kept.
  if (value.length > 2 * most) value = value.slice(0, 2 * most);
  if (value.length < minLength) value += " …".repeat(Math.ceil((minLength - value.length) / 2));
  if (value.length > most) value = Array.from(value).slice(0, most).join("");
  spend(ctx, value.length);
  return value;
}

function pickType(schema: Schema): string | undefined {
  const type = schema.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t) => t !== "null") ?? type[0];
  if (isRecord(schema.properties)) return "object";
  if (schema.items !== undefined) return "array";
  return undefined;
}

function resolveRef(schema: Schema, ctx: Context, seen = 0): Schema {
  if (typeof schema.$ref !== "string" || !schema.$ref.startsWith("#") || seen > 8) return schema;
  if (!spend(ctx, schema.$ref.length)) return {};
  let target: unknown = ctx.root;
  for (const part of schema.$ref.slice(1).split("/").filter(Boolean)) {
    target = isRecord(target) ? target[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  return isRecord(target) ? resolveRef(mergeSchemas(withoutKey(schema, "$ref"), target, ctx), ctx, seen + 1) : {};
}

/** Costs the keys it copies: a schema may be merged at every node of the value. */
function mergeSchemas(a: Schema, b: Schema, ctx: Context): Schema {
  if (ctx.left <= 0) return {};
  const copiedKeys = [a, b, a.properties, b.properties].reduce<number>((n, part) => n + (isRecord(part) ? Object.keys(part).length : 0), 0);
  const required = (Array.isArray(a.required) ? a.required.length : 0) + (Array.isArray(b.required) ? b.required.length : 0);
  if (!spend(ctx, copiedKeys + required)) return {};
  const merged: Schema = { ...a, ...b };
  if (isRecord(a.properties) || isRecord(b.properties)) {
    merged.properties = { ...(isRecord(a.properties) ? a.properties : {}), ...(isRecord(b.properties) ? b.properties : {}) };
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    merged.required = [...(Array.isArray(a.required) ? a.required : []), ...(Array.isArray(b.required) ? b.required : [])];
  }
  return merged;
}

function withoutKey(schema: Schema, key: string): Schema {
  const copy = { ...schema };
  delete copy[key];
  return copy;
}
