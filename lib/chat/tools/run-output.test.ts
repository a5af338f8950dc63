import { describe, expect, it } from "vitest";
import { runOutput } from "./run-output";

describe("run output", () => {
  it("lists console lines, then the returned value or the error", () => {
    expect(runOutput({ lines: ["a", "b {\"x\":1}"], value: "42" })).toBe('a\nb {"x":1}\nReturned: 42');
    expect(runOutput({ lines: ["before"], error: "TypeError: x is not a function" })).toBe("before\nTypeError: x is not a function");
  });

  it("says so when there is nothing to show", () => {
    expect(runOutput({ lines: [] })).toBe("The code ran, printed nothing and returned nothing.");
  });
});
