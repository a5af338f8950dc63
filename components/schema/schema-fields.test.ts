import { describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { modelProblem, modelToSchema, newField, schemaToModel, withType, type SchemaField, type SchemaModel } from "./schema-fields";
import { PRESET_IDS, SCHEMA_PRESETS } from "./schema-presets";
import type { JsonSchema } from "./schema-shape";

const p05Schema = loadFixture("p05_anthropic_structured_output").meta.request.output_config.format.schema as JsonSchema;

function field(type: SchemaField["type"], name: string, changes: Partial<SchemaField> = {}): SchemaField {
  return { ...newField(type, name), ...changes };
}

/** The model without its React keys, for comparing two conversions. */
function shape(model: SchemaModel): unknown {
  return JSON.parse(JSON.stringify(model, (key, value) => (key === "id" ? undefined : value)));
}

function model(schema: JsonSchema): SchemaModel {
  const result = schemaToModel(schema);
  if (!result.ok) throw new Error(result.reason);
  return result.model;
}

describe("fields → JSON Schema", () => {
  it("builds p05's schema exactly, key order included", () => {
    const fields = [
      field("string", "name"),
      field("string", "habitat"),
      field("number", "wingspan_cm"),
      field("array", "active_months", { item: field("string", "") }),
    ];
    const schema = modelToSchema({ description: "", fields, closed: true });
    expect(JSON.stringify(schema)).toBe(JSON.stringify(p05Schema));
  });

  it("writes descriptions, enums, optional fields, nested objects and open objects", () => {
    const address = field("object", "address", {
      required: false,
      closed: false,
      description: "Where they live",
      fields: [field("string", "city"), field("integer", "zip", { required: false })],
    });
    const fields = [field("enum", "label", { values: ["a", "b"], description: "Pick one" }), field("boolean", "urgent"), address];
    expect(modelToSchema({ description: "A ticket", fields, closed: true })).toEqual({
      type: "object",
      description: "A ticket",
      properties: {
        label: { type: "string", description: "Pick one", enum: ["a", "b"] },
        urgent: { type: "boolean" },
        address: { type: "object", description: "Where they live", properties: { city: { type: "string" }, zip: { type: "integer" } }, required: ["city"] },
      },
      required: ["label", "urgent"],
      additionalProperties: false,
    });
  });
});

describe("JSON Schema ⇄ fields round trip", () => {
  const nested: JsonSchema = {
    type: "object",
    properties: {
      rows: {
        type: "array",
        items: {
          type: "object",
          properties: { tags: { type: "array", items: { type: "string", enum: ["x", "y"] } }, note: { type: "string", description: "free text" } },
          required: ["tags"],
        },
      },
      matrix: { type: "array", items: { type: "array", items: { type: "number", description: "cell" } } },
    },
  };

  const cases: Array<[string, JsonSchema]> = [
    ["p05", p05Schema],
    ["arrays of objects, arrays of arrays, open objects", nested],
    ...PRESET_IDS.map((id): [string, JsonSchema] => [`the ${id} preset`, SCHEMA_PRESETS[id].schema]),
  ];

  it.each(cases)("%s: schema → fields → the same schema", (_, schema) => {
    expect(modelToSchema(model(schema))).toEqual(schema);
  });

  it("fields → schema → the same fields", () => {
    const built: SchemaModel = {
      description: "",
      closed: true,
      fields: [
        field("enum", "kind", { values: ["one", "two"] }),
        field("array", "list", { required: false, item: field("object", "", { fields: [field("number", "n")] }) }),
      ],
    };
    expect(shape(model(modelToSchema(built)))).toEqual(shape(built));
  });

  it("refuses, with the reason, what the fields cannot show", () => {
    expect(schemaToModel({ type: "object", properties: { d: { type: "string", format: "date" } } })).toEqual({
      ok: false,
      reason: "“format” at /properties/d",
    });
    expect(schemaToModel({ type: "array", items: {} })).toEqual({ ok: false, reason: "the top level is not an object" });
    expect(schemaToModel({ type: "object", properties: { a: { anyOf: [] } } })).toMatchObject({ ok: false, reason: "“anyOf” at /properties/a" });
    expect(schemaToModel({ type: "object", properties: { a: { type: "string" } }, required: ["b"] })).toMatchObject({ ok: false });
    expect(schemaToModel({ type: "object", properties: { "a/b": { type: "null" } } })).toEqual({ ok: false, reason: "“type” at /properties/a~1b" });
    expect(schemaToModel({ type: "object", properties: { n: { type: "number", enum: [1] } } })).toMatchObject({ ok: false });
  });
});

describe("field problems and type changes", () => {
  it("names the first problem: no name, a name used twice at one level, an enum without values", () => {
    const ok = { description: "", closed: true, fields: [field("string", "a"), field("object", "o", { fields: [field("string", "a")] })] };
    expect(modelProblem(ok)).toBeNull();
    expect(modelProblem({ ...ok, fields: [field("string", " ")] })).toEqual({ kind: "unnamed" });
    expect(modelProblem({ ...ok, fields: [field("string", "a"), field("number", "a")] })).toEqual({ kind: "duplicate", name: "a" });
    expect(modelProblem({ ...ok, fields: [field("array", "l", { item: field("enum", "") })] })).toEqual({ kind: "no-values" });
  });

  it("keeps name, description and required across a type change, and gives a new array an item", () => {
    const changed = withType(field("string", "tags", { description: "d", required: false }), "array");
    expect(changed).toMatchObject({ name: "tags", description: "d", required: false, type: "array", item: { type: "string" } });
  });
});

describe("presets", () => {
  it("fit OpenAI's strict mode: every object requires all its properties and allows no others", () => {
    const strict = (schema: JsonSchema): boolean => {
      if (schema.type === "array") return strict(schema.items as JsonSchema);
      if (schema.type !== "object") return true;
      const properties = schema.properties as Record<string, JsonSchema>;
      return (
        schema.additionalProperties === false &&
        JSON.stringify(schema.required) === JSON.stringify(Object.keys(properties)) &&
        Object.values(properties).every(strict)
      );
    };
    for (const id of PRESET_IDS) {
      expect(strict(SCHEMA_PRESETS[id].schema), id).toBe(true);
      expect(SCHEMA_PRESETS[id].name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
  });
});
