// What a JSON Schema says about a value, for drawing it: the subschema of a property or an item
// (local $refs followed, the anyOf/oneOf branch of the value's type), labels, and the order of keys
// and table columns. Schemas are optional everywhere: without one, the value's own shape decides.

import { isRecord } from "@/lib/protocol/is-record";

export type JsonSchema = Record<string, unknown>;

const MAX_REF_HOPS = 16;

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function typeAllows(schema: JsonSchema, type: string): boolean {
  const declared = schema.type;
  const types = Array.isArray(declared) ? declared : typeof declared === "string" ? [declared] : null;
  if (!types) return isRecord(schema.properties) ? type === "object" : true;
  return types.includes(type) || (type === "integer" && types.includes("number"));
}

/** A `#/…` JSON Pointer into `root`. */
function resolvePointer(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (!ref.startsWith("#")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    node = isRecord(node) ? node[key] : undefined;
  }
  return isRecord(node) ? node : undefined;
}

/** The schema that describes `value`: $refs followed, and of anyOf/oneOf the branch that fits its type. */
export function schemaFor(schema: unknown, value: unknown, root: JsonSchema | undefined): JsonSchema | undefined {
  let current = isRecord(schema) ? schema : undefined;
  for (let hops = 0; current && hops < MAX_REF_HOPS; hops++) {
    if (typeof current.$ref === "string" && root) {
      current = resolvePointer(current.$ref, root);
      continue;
    }
    const branches = Array.isArray(current.anyOf) ? current.anyOf : Array.isArray(current.oneOf) ? current.oneOf : null;
    if (!branches) return current;
    const type = jsonType(value);
    const resolved = branches.map((branch) => schemaFor(branch, value, root)).filter((branch): branch is JsonSchema => branch !== undefined);
    return resolved.find((branch) => typeAllows(branch, type)) ?? resolved[0];
  }
  return current;
}

export function propertySchema(schema: JsonSchema | undefined, key: string): unknown {
  return isRecord(schema?.properties) ? schema.properties[key] : undefined;
}

export function itemSchema(schema: JsonSchema | undefined): unknown {
  return schema?.items;
}

/** The schema's title for a property, else its name. */
export function labelOf(key: string, schema: JsonSchema | undefined): string {
  return typeof schema?.title === "string" && schema.title !== "" ? schema.title : key;
}

/** Keys in the schema's order, then any the schema does not name, in the value's order. */
export function orderedKeys(value: Record<string, unknown>, schema: JsonSchema | undefined): string[] {
  const named = isRecord(schema?.properties) ? Object.keys(schema.properties).filter((key) => key in value) : [];
  const seen = new Set(named);
  return [...named, ...Object.keys(value).filter((key) => !seen.has(key))];
}

/** Arrays of objects are drawn as tables. */
export function isTable(value: unknown[]): value is Record<string, unknown>[] {
  return value.length > 0 && value.every(isRecord);
}

/** The columns of a table: the item schema's properties, then keys found in rows, in order of appearance. */
export function tableColumns(rows: readonly Record<string, unknown>[], schema: JsonSchema | undefined): string[] {
  const columns = isRecord(schema?.properties) ? Object.keys(schema.properties) : [];
  const seen = new Set(columns);
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  return columns;
}
