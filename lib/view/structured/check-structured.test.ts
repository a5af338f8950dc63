import { describe, expect, it } from "vitest";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { checkStructured } from "./check-structured";

const p05 = loadFixture("p05_anthropic_structured_output");
const schema = p05.meta.request.output_config.format.schema as Record<string, unknown>;
const format = { type: "json_schema" as const, name: "dragonfly", schema };
const text = (p05.expected as { content: Array<{ text: string }> }).content[1].text;

describe("checkStructured", () => {
  it("accepts p05 against its schema", () => {
    expect(checkStructured(text, format)).toEqual({ value: JSON.parse(text), problems: [] });
  });

  it("lists every violation with ajv's instance path", () => {
    const bad = JSON.stringify({ name: "Skimmer", wingspan_cm: "6.8 cm", active_months: ["July", 8], colour: "amber" });
    const { problems, value } = checkStructured(bad, format);
    expect(value).toEqual(JSON.parse(bad));
    expect(problems).toEqual([
      { kind: "schema", path: "/", message: "must have required property 'habitat'" },
      { kind: "schema", path: "/", message: 'must NOT have additional properties: "colour"' },
      { kind: "schema", path: "/wingspan_cm", message: "must be number" },
      { kind: "schema", path: "/active_months/1", message: "must be string" },
    ]);
  });

  it("names the allowed values of an enum", () => {
    const enumFormat = { type: "json_schema" as const, name: "c", schema: { type: "object", properties: { label: { enum: ["spam", "ham"] } } } };
    expect(checkStructured('{"label":"eggs"}', enumFormat).problems).toEqual([
      { kind: "schema", path: "/label", message: 'must be equal to one of the allowed values: "spam", "ham"' },
    ]);
  });

  it("reports text that is not JSON, such as a reply cut short", () => {
    const { problems, value } = checkStructured(text.slice(0, 40), format);
    expect(value).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe("json");
  });

  it("wants an object for json_object", () => {
    expect(checkStructured('{"a":1}', { type: "json_object" }).problems).toEqual([]);
    expect(checkStructured("[1,2]", { type: "json_object" }).problems).toEqual([{ kind: "schema", path: "/", message: "must be object" }]);
  });

  it("checks schemas naming draft 2020-12, with $defs and $id, and reports a schema that cannot compile", () => {
    const modern = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://example.org/item",
      type: "object",
      properties: { n: { $ref: "#/$defs/count" } },
      $defs: { count: { type: "integer" } },
    };
    const asked = { type: "json_schema" as const, name: "m", schema: modern };
    expect(checkStructured('{"n":1.5}', asked).problems).toEqual([{ kind: "schema", path: "/n", message: "must be integer" }]);
    expect(checkStructured('{"n":2}', asked).problems).toEqual([]);
    const broken = checkStructured("{}", { type: "json_schema", name: "b", schema: { type: "strnig" } });
    expect(broken.problems[0].kind).toBe("bad-schema");
  });

  it("refuses, before compiling it, a schema that costs too much to compile", () => {
    const properties = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`p${i}`, { type: "string" }]));
    const huge = { type: "json_schema" as const, name: "h", schema: { type: "object", properties } };
    expect(checkStructured('{"p0":"a"}', huge)).toEqual({
      value: { p0: "a" },
      problems: [{ kind: "bad-schema", message: "the schema holds more than 5000 values" }],
    });
  });
});
