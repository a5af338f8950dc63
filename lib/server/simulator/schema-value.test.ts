import { describe, expect, it } from "vitest";

import { createRng } from "./rng";
import { SCHEMA_WORK_BUDGET, generateFromSchema } from "./schema-value";
import { schemaErrors } from "./test-support/schema-errors";

const SCHEMAS: Record<string, Record<string, unknown>> = {
  flat: { type: "object", properties: { q: { type: "string", minLength: 30 }, n: { type: "number", exclusiveMinimum: 0, maximum: 1 } }, required: ["q", "n"] },
  enums: { type: "object", properties: { level: { enum: ["low", "high"] }, fixed: { const: 42 } }, required: ["level", "fixed"] },
  arrays: { type: "array", items: { type: "integer", minimum: 10, maximum: 12 }, minItems: 4, maxItems: 5 },
  nullable: { type: "object", properties: { note: { type: ["string", "null"], maxLength: 5 } }, required: ["note"] },
  anyOf: { anyOf: [{ type: "null" }, { type: "object", properties: { a: { type: "boolean" } }, required: ["a"] }] },
  refs: {
    type: "object",
    $defs: { point: { type: "object", properties: { x: { type: "number" }, y: { type: "number" } }, required: ["x", "y"], additionalProperties: false } },
    properties: { from: { $ref: "#/$defs/point" }, to: { $ref: "#/$defs/point" } },
    required: ["from", "to"],
  },
  allOf: { allOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { properties: { b: { type: "integer" } }, required: ["b"] }] },
  formats: { type: "object", properties: { when: { type: "string", format: "date-time" }, mail: { type: "string", format: "email" } }, required: ["when", "mail"] },
};

describe("generateFromSchema", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`satisfies the ${name} schema for many seeds`, () => {
      for (let seed = 0; seed < 50; seed++) {
        const value = generateFromSchema(schema, createRng(seed), "Book a table in Lisbon for Friday");
        expect(schemaErrors(value, schema)).toEqual([]);
      }
    });
  }

  it("draws place names from the prompt", () => {
    const schema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };
    expect(generateFromSchema(schema, createRng(1), "Book a table in Lisbon for Friday")).toEqual({ city: "Lisbon" });
  });

  it("stops at a self-referencing schema", () => {
    const schema = { type: "object", properties: { child: { $ref: "#" } } };
    expect(() => generateFromSchema(schema, createRng(1), "x")).not.toThrow();
  });
});

describe("generateFromSchema with hostile schemas", () => {
  const rng = () => createRng(7);

  it("clamps huge lengths and item counts instead of building them", () => {
    const value = generateFromSchema(
      { type: "object", properties: { s: { type: "string", minLength: 20_000_000 }, a: { type: "array", minItems: 3_000_000, items: { type: "integer" } } } },
      rng(),
      "hi",
    ) as { s: string; a: unknown[] };
    expect(value.s.length).toBeLessThanOrEqual(2_002);
    expect(value.a.length).toBeLessThanOrEqual(20);
  });

  it("keeps the whole value within one budget, however the per-level clamps multiply", () => {
    const numbers = { type: "array", minItems: 20, items: { type: "number", minimum: 1e15, maximum: 2e15 } };
    const strings = { type: "array", minItems: 20, items: { type: "string", minLength: 2_000 } };
    for (const leaf of [numbers, strings]) {
      const schema = { type: "array", minItems: 20, items: { type: "array", minItems: 20, items: leaf } };
      expect(JSON.stringify(generateFromSchema(schema, rng(), "hi")).length).toBeLessThanOrEqual(SCHEMA_WORK_BUDGET);
    }
  });

  it("counts the schema keys it looks at, so a large schema referenced at every node is not copied at every node", () => {
    const keys = 2_000;
    let keysRead = 0;
    const root = new Proxy(
      { ...Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])), type: "array", minItems: 3, items: { $ref: "#" } },
      {
        ownKeys(target) {
          keysRead += Reflect.ownKeys(target).length;
          return Reflect.ownKeys(target);
        },
      },
    );
    generateFromSchema(root, rng(), "hi");
    // Each key is read twice when a merge fits (counted, then copied), once when it does not.
    expect(keysRead).toBeLessThanOrEqual(2 * SCHEMA_WORK_BUDGET + 2 * (keys + 3));
  });

  it("stops a self-referencing schema instead of overflowing the stack", () => {
    expect(() => generateFromSchema({ anyOf: [{ $ref: "#" }] }, rng(), "hi")).not.toThrow();
  });
});
