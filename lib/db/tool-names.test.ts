import { describe, expect, it } from "vitest";
import { assertToolNames, TOOL_NAME_PATTERNS, toolNameProblem } from "./tool-names";

describe("tool names", () => {
  it("follow each format's pattern: 1 to 64 letters, digits, _ or -", () => {
    for (const pattern of Object.values(TOOL_NAME_PATTERNS)) {
      expect(pattern.test("get_tide-table2")).toBe(true);
      expect(pattern.test("a".repeat(64))).toBe(true);
      expect(pattern.test("a".repeat(65))).toBe(false);
      expect(pattern.test("")).toBe(false);
      expect(pattern.test("get weather")).toBe(false);
      expect(pattern.test("functions.get")).toBe(false);
      expect(pattern.test("café")).toBe(false);
    }
  });

  it("refuse a bad pattern, a built-in's name and a name another tool has", () => {
    expect(toolNameProblem("book_slot", ["other"])).toBeNull();
    expect(toolNameProblem("book slot", [])).toBe("pattern");
    expect(toolNameProblem("calculator", [])).toBe("builtin");
    expect(toolNameProblem("run_javascript", [])).toBe("builtin");
    expect(toolNameProblem("date_time", [])).toBe("builtin");
    expect(toolNameProblem("book_slot", ["book_slot"])).toBe("duplicate");
  });

  it("stop a request that offers a refused name or one name twice, per format", () => {
    expect(() => assertToolNames(["a", "b-c"], "anthropic")).not.toThrow();
    expect(() => assertToolNames(["a b"], "openai")).toThrow('The tool name "a b" is not allowed');
    expect(() => assertToolNames(["x".repeat(65)], "anthropic")).toThrow("is not allowed");
    expect(() => assertToolNames(["a", "a"], "openai")).toThrow('Two tools are named "a".');
  });
});
