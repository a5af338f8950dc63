import { describe, expect, it } from "vitest";
import { builtinToolInput, codeFrom, expressionFrom } from "./tool-inputs";

describe("inputs the demo gives the built-in tools", () => {
  it("takes the arithmetic the prompt holds, as it is", () => {
    expect(expressionFrom("compute 17*23")).toBe("17*23");
    expect(expressionFrom("What is (3 + 4)^2 / 7, roughly?")).toBe("(3 + 4)^2 / 7");
    expect(expressionFrom("sqrt(144) please")).toBe("sqrt(144)");
    expect(expressionFrom("12 × 1,000")).toBe("12 * 1000");
    expect(expressionFrom("Use the calculator to compute 17 23 sqrt")).toBe("sqrt(2) * (3 + 4)^2");
  });

  it("takes code from a fenced block or a code span, or writes a small program", () => {
    expect(codeFrom("Run this:\n```js\nconsole.log(6 * 7)\n```")).toBe("console.log(6 * 7)");
    expect(codeFrom("run `[1, 2, 3].map((n) => n * 2)` for me")).toBe("[1, 2, 3].map((n) => n * 2)");
    const written = codeFrom("Count the words in this sentence");
    expect(() => new Function(written)).not.toThrow();
  });

  it("answers only tools with the built-in's property: a person's own tool of that name gets its schema's input", () => {
    const schema = (property: string) => ({ type: "object", properties: { [property]: { type: "string" } } });
    expect(builtinToolInput({ name: "calculator", description: "", schema: schema("expression") }, "compute 17*23")).toEqual({ expression: "17*23" });
    expect(builtinToolInput({ name: "calculator", description: "", schema: schema("formula") }, "compute 17*23")).toBeNull();
    expect(builtinToolInput({ name: "lookup", description: "", schema: schema("expression") }, "x")).toBeNull();
  });
});
