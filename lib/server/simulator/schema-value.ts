import "server-only";

import type { Rng } from "./rng";
import { properNounOf, topicOf } from "./topic";

// Invents a value that satisfies a JSON Schema: the subset tools and structured outputs use (type,
// properties/required, enum/const, items, anyOf/oneOf/allOf, local $ref, numeric and length bounds).

type Schema = Record<string, unknown>;

interface Context {
  root: Schema;
  rng: Rng;
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
  const root = isSchema(schema) ? schema : {};
  return generate(root, { root, rng, topic: topicOf(prompt), proper: properNounOf(prompt) }, "", 0);
}

function generate(schema: Schema, ctx: Context, key: string, depth: number): unknown {
  if (depth > MAX_DEPTH * 2) return null;
  const resolved = resolveRef(schema, ctx.root);
  if ("const" in resolved) return resolved.const;
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return ctx.rng.pick(resolved.enum);
  for (const combinator of ["anyOf", "oneOf"] as const) {
    const options = resolved[combinator];
    if (Array.isArray(options) && options.length > 0) {
      const usable = options.filter(isSchema).find((option) => option.type !== "null") ?? options[0];
      return generate(isSchema(usable) ? usable : {}, ctx, key, depth + 1);
    }
  }
  if (Array.isArray(resolved.allOf)) {
    const merged = resolved.allOf.filter(isSchema).reduce<Schema>((acc, part) => mergeSchemas(acc, part), {});
    return generate(mergeSchemas(withoutKey(resolved, "allOf"), merged), ctx, key, depth + 1);
  }
  switch (pickType(resolved)) {
    case "object":
      return depth >= MAX_DEPTH ? {} : generateObject(resolved, ctx, depth);
    case "array":
      return depth >= MAX_DEPTH ? [] : generateArray(resolved, ctx, key, depth);
    case "integer":
      return generateNumber(resolved, ctx, true);
    case "number":
      return generateNumber(resolved, ctx, false);
    case "boolean":
      return ctx.rng.next() < 0.5;
    case "null":
      return null;
    default:
      return generateString(resolved, ctx, key);
  }
}

function generateObject(schema: Schema, ctx: Context, depth: number): Record<string, unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === "string") : [];
  const keys = [...new Set([...Object.keys(properties), ...required])].slice(0, MAX_OBJECT_KEYS);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const propertySchema = properties[key];
    out[key] = generate(isSchema(propertySchema) ? propertySchema : {}, ctx, key, depth + 1);
  }
  return out;
}

function generateArray(schema: Schema, ctx: Context, key: string, depth: number): unknown[] {
  const max = Math.min(typeof schema.maxItems === "number" ? schema.maxItems : Infinity, MAX_ITEMS);
  const min = Math.min(typeof schema.minItems === "number" ? schema.minItems : Math.min(1, max), MAX_ITEMS);
  const count = ctx.rng.int(min, Math.max(min, Math.min(max, 3)));
  const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems.filter(isSchema).slice(0, MAX_ITEMS) : [];
  const items = isSchema(schema.items) ? schema.items : {};
  const values: unknown[] = [];
  for (let i = 0; i < Math.max(count, tuple.length); i++) {
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
  const hint = STRING_HINTS.find(([pattern]) => pattern.test(key));
  let value = format ?? (hint ? hint[1](ctx) : `${ctx.topic} (simulated)`);
  const minLength = Math.min(typeof schema.minLength === "number" ? schema.minLength : 0, MAX_STRING_LENGTH);
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  if (value.length < minLength) value += " …".repeat(Math.ceil((minLength - value.length) / 2));
  if (value.length > maxLength) value = Array.from(value).slice(0, maxLength).join("");
  return value;
}

function pickType(schema: Schema): string | undefined {
  const type = schema.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t) => t !== "null") ?? type[0];
  if (isSchema(schema.properties)) return "object";
  if (schema.items !== undefined) return "array";
  return undefined;
}

function resolveRef(schema: Schema, root: Schema, seen = 0): Schema {
  if (typeof schema.$ref !== "string" || !schema.$ref.startsWith("#") || seen > 8) return schema;
  let target: unknown = root;
  for (const part of schema.$ref.slice(1).split("/").filter(Boolean)) {
    target = isSchema(target) ? target[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  return isSchema(target) ? resolveRef(mergeSchemas(withoutKey(schema, "$ref"), target), root, seen + 1) : {};
}

function mergeSchemas(a: Schema, b: Schema): Schema {
  const merged: Schema = { ...a, ...b };
  if (isSchema(a.properties) || isSchema(b.properties)) {
    merged.properties = { ...(isSchema(a.properties) ? a.properties : {}), ...(isSchema(b.properties) ? b.properties : {}) };
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

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
