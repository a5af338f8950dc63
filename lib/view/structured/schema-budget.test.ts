import { describe, expect, it } from "vitest";
import { MAX_SCHEMA_CHARS, MAX_SCHEMA_DEPTH, MAX_SCHEMA_VALUES, schemaOverBudget } from "./schema-budget";

/** An object schema with `count` string properties: 3 + 2 × count values. */
const wide = (count: number) => ({
  type: "object",
  properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: "string" }])),
});

/** Objects nested `levels` deep: `{ items: { items: … { type: "string" } } }`. */
function nested(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: "string" };
  for (let i = 1; i < levels; i++) schema = { items: schema };
  return schema;
}

describe("schemaOverBudget", () => {
  it("lets ordinary schemas through", () => {
    expect(schemaOverBudget({ type: "object", properties: { name: { type: "string", pattern: "^[A-Z]" } }, required: ["name"] })).toBeNull();
    expect(schemaOverBudget(wide(1_000))).toBeNull();
    expect(schemaOverBudget(true)).toBeNull();
  });

  it("refuses a schema with too many values, counting before it walks them", () => {
    const count = Math.ceil(MAX_SCHEMA_VALUES / 2);
    expect(schemaOverBudget(wide(count))).toBe(`the schema holds more than ${MAX_SCHEMA_VALUES} values`);
    expect(schemaOverBudget({ enum: Array.from({ length: MAX_SCHEMA_VALUES }, (_, i) => i) })).toBe(`the schema holds more than ${MAX_SCHEMA_VALUES} values`);
  });

  it("refuses a schema nested too deep, however deep, without overflowing the stack", () => {
    expect(schemaOverBudget(nested(MAX_SCHEMA_DEPTH))).toBeNull();
    expect(schemaOverBudget(nested(MAX_SCHEMA_DEPTH + 1))).toBe(`the schema nests deeper than ${MAX_SCHEMA_DEPTH} levels`);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(schemaOverBudget(deep)).toBe(`the schema nests deeper than ${MAX_SCHEMA_DEPTH} levels`);
  });

  it("refuses a schema whose strings are too long", () => {
    expect(schemaOverBudget({ type: "string", description: "x".repeat(MAX_SCHEMA_CHARS) })).toBe(
      `the schema's keys and strings hold more than ${MAX_SCHEMA_CHARS} characters`,
    );
    expect(schemaOverBudget({ type: "string", pattern: "a".repeat(MAX_SCHEMA_CHARS - 20) })).toBeNull();
  });
});
