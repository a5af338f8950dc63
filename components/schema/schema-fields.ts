// The schema builder's model: fields with a name, type, description and required flag, nested in
// objects and arrays, and the conversions to and from JSON Schema. Only schemas the fields can
// show without losing anything convert back; for others the reason is given, and the raw editor
// is the way to change them.

import { isRecord } from "@/lib/protocol/is-record";
import type { JsonSchema } from "./schema-shape";

export const FIELD_TYPES = ["string", "number", "integer", "boolean", "enum", "array", "object"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface SchemaField {
  /** A React key; not part of the schema. */
  id: string;
  /** The property name; unused for an array's item. */
  name: string;
  type: FieldType;
  description: string;
  required: boolean;
  /** enum: the allowed strings. */
  values: string[];
  /** array: what each item is. */
  item: SchemaField | null;
  /** object: its fields. */
  fields: SchemaField[];
  /** object: other properties are refused (`additionalProperties: false`). */
  closed: boolean;
}

/** The root object of a schema. */
export interface SchemaModel {
  description: string;
  fields: SchemaField[];
  closed: boolean;
}

let nextId = 0;

export function newField(type: FieldType = "string", name = ""): SchemaField {
  return {
    id: `field-${++nextId}`,
    name,
    type,
    description: "",
    required: true,
    values: [],
    item: type === "array" ? newField() : null,
    fields: [],
    closed: true,
  };
}

/** The field with another type; what the new type needs starts empty, the rest is kept. */
export function withType(field: SchemaField, type: FieldType): SchemaField {
  return { ...field, type, item: type === "array" ? (field.item ?? newField()) : field.item };
}

// ---- fields → JSON Schema ----

function objectSchema(fields: readonly SchemaField[], closed: boolean, description: string): JsonSchema {
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return {
    type: "object",
    ...(description ? { description } : {}),
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

function fieldSchema(field: SchemaField): JsonSchema {
  const description = field.description ? { description: field.description } : {};
  switch (field.type) {
    case "enum":
      return { type: "string", ...description, enum: [...field.values] };
    case "array":
      return { type: "array", ...description, items: fieldSchema(field.item ?? newField()) };
    case "object":
      return objectSchema(field.fields, field.closed, field.description);
    default:
      return { type: field.type, ...description };
  }
}

export function modelToSchema(model: SchemaModel): JsonSchema {
  return objectSchema(model.fields, model.closed, model.description);
}

// ---- JSON Schema → fields ----

class Unsupported extends Error {}

const KEYS: Record<string, readonly string[]> = {
  object: ["type", "description", "properties", "required", "additionalProperties"],
  array: ["type", "description", "items"],
  string: ["type", "description", "enum"],
  scalar: ["type", "description"],
};

function pointer(path: string[]): string {
  return `/${path.map((key) => key.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}

function check(schema: JsonSchema, allowed: readonly string[], path: string[]): void {
  for (const key of Object.keys(schema)) {
    if (!allowed.includes(key)) throw new Unsupported(`“${key}” at ${pointer(path)}`);
  }
  if ("description" in schema && typeof schema.description !== "string") throw new Unsupported(`“description” at ${pointer(path)}`);
}

function toFields(schema: JsonSchema, path: string[]): { fields: SchemaField[]; closed: boolean; description: string } {
  check(schema, KEYS.object, path);
  const properties = schema.properties ?? {};
  if (!isRecord(properties)) throw new Unsupported(`“properties” at ${pointer(path)}`);
  const required = schema.required ?? [];
  if (!Array.isArray(required) || !required.every((name) => typeof name === "string" && name in properties)) {
    throw new Unsupported(`“required” at ${pointer(path)}`);
  }
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false && extra !== true) throw new Unsupported(`“additionalProperties” at ${pointer(path)}`);
  const fields = Object.entries(properties).map(([name, property]) => {
    const field = toField(property, [...path, "properties", name]);
    return { ...field, name, required: required.includes(name) };
  });
  return { fields, closed: extra === false, description: typeof schema.description === "string" ? schema.description : "" };
}

function toField(schema: unknown, path: string[]): SchemaField {
  if (!isRecord(schema)) throw new Unsupported(`a non-object schema at ${pointer(path)}`);
  const field = newField();
  field.description = typeof schema.description === "string" ? schema.description : "";
  switch (schema.type) {
    case "object": {
      const { fields, closed } = toFields(schema, path);
      return { ...field, type: "object", fields, closed };
    }
    case "array":
      check(schema, KEYS.array, path);
      return { ...field, type: "array", item: toField(schema.items, [...path, "items"]) };
    case "string": {
      check(schema, KEYS.string, path);
      if (schema.enum === undefined) return { ...field, type: "string" };
      if (!Array.isArray(schema.enum) || !schema.enum.every((value) => typeof value === "string")) {
        throw new Unsupported(`“enum” at ${pointer(path)}`);
      }
      return { ...field, type: "enum", values: [...schema.enum] };
    }
    case "number":
    case "integer":
    case "boolean":
      check(schema, KEYS.scalar, path);
      return { ...field, type: schema.type };
    default: {
      // Name what the schema uses instead of a type the fields know (anyOf, $ref, const…).
      const other = Object.keys(schema).find((key) => key !== "type" && key !== "description");
      throw new Unsupported(`“${"type" in schema || !other ? "type" : other}” at ${pointer(path)}`);
    }
  }
}

export type ModelResult = { ok: true; model: SchemaModel } | { ok: false; reason: string };

export function schemaToModel(schema: JsonSchema): ModelResult {
  try {
    if (schema.type !== "object") throw new Unsupported("the top level is not an object");
    return { ok: true, model: toFields(schema, []) };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, reason: error.message };
    throw error;
  }
}

// ---- what keeps the fields from making a schema ----

export type FieldProblem = { kind: "unnamed" } | { kind: "duplicate"; name: string } | { kind: "no-values" };

function fieldListProblem(fields: readonly SchemaField[]): FieldProblem | null {
  const seen = new Set<string>();
  for (const field of fields) {
    if (field.name.trim() === "") return { kind: "unnamed" };
    if (seen.has(field.name)) return { kind: "duplicate", name: field.name };
    seen.add(field.name);
    const inner = fieldProblem(field);
    if (inner) return inner;
  }
  return null;
}

function fieldProblem(field: SchemaField): FieldProblem | null {
  if (field.type === "enum" && field.values.length === 0) return { kind: "no-values" };
  if (field.type === "object") return fieldListProblem(field.fields);
  if (field.type === "array" && field.item) return fieldProblem(field.item);
  return null;
}

/** The first thing that keeps the fields from being a schema, or null. */
export function modelProblem(model: SchemaModel): FieldProblem | null {
  return fieldListProblem(model.fields);
}
