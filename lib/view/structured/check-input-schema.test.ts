import { describe, expect, it } from "vitest";
import { inputSchemaProblems } from "./check-input-schema";

describe("input schema check", () => {
  it("accepts an object schema, with or without a $schema ajv does not bundle", () => {
    expect(inputSchemaProblems({ type: "object", properties: { city: { type: "string" } }, required: ["city"] })).toEqual([]);
    expect(inputSchemaProblems({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" })).toEqual([]);
  });

  it("lists ajv's errors with their paths in the schema and the rule broken", () => {
    const problems = inputSchemaProblems({ type: "object", properties: { city: { type: "strin" } }, required: "city" });
    expect(problems).toEqual([
      { path: "/required", rule: "#/definitions/stringArray/type", message: "must be array" },
      { path: "/properties/city/type", rule: "#/definitions/simpleTypes/enum", message: "must be equal to one of the allowed values" },
    ]);
  });

  it("refuses a schema that is not of an object, or not an object at all", () => {
    expect(inputSchemaProblems({ type: "string" })).toEqual([{ path: "/type", message: 'must be "object": a tool takes an object of arguments' }]);
    expect(inputSchemaProblems([])).toEqual([{ path: "/", message: "must be a JSON object" }]);
  });

  it("reports a schema that validates but cannot compile", () => {
    const problems = inputSchemaProblems({ type: "object", properties: { a: { $ref: "#/definitions/missing" } } });
    expect(problems).toEqual([expect.objectContaining({ path: "/", message: expect.stringContaining("missing") })]);
  });

  it("refuses, before compiling it, a schema that costs too much to compile", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 5_000; i++) deep = { type: "object", properties: { a: deep } };
    expect(inputSchemaProblems(deep)).toEqual([{ path: "/", message: "the schema nests deeper than 64 levels" }]);
  });
});
