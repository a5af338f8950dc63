import { describe, expect, it } from "vitest";
import { formatCount } from "./number";

describe("formatCount", () => {
  it("groups digits", () => {
    expect(formatCount(6120)).toBe("6,120");
    expect(formatCount(1048576, "zh-CN")).toBe("1,048,576");
  });
  it("drops fractions", () => {
    expect(formatCount(2.6)).toBe("3");
  });
});
