import { describe, expect, it } from "vitest";
import { calculate } from "./calculator";

const value = (expression: string) => calculate({ expression });

describe("calculator", () => {
  it("follows operator precedence and associativity", () => {
    expect(value("2 + 3 * 4")).toEqual({ content: "14", isError: false });
    expect(value("(2 + 3) * 4").content).toBe("20");
    expect(value("2^3^2").content).toBe("512");
    expect(value("-2^2").content).toBe("-4");
    expect(value("10 % 3").content).toBe("1");
    expect(value("7 / 2 - 1").content).toBe("2.5");
  });

  it("knows functions, constants, units and matrices", () => {
    expect(value("sqrt(2) * (3 + 4)^2").content).toBe("69.296464556282");
    expect(value("sin(pi / 2)").content).toBe("1");
    expect(value("factorial(5) + gcd(12, 18)").content).toBe("126");
    expect(value("log(100, 10)").content).toBe("2");
    expect(value("5 inch to cm").content).toBe("12.7 cm");
    expect(value("[1, 2; 3, 4] * [1; 1]").content).toBe("[[3], [7]]");
    expect(value("0.1 + 0.2").content).toBe("0.3");
  });

  it("answers a malformed or unknown expression with an error", () => {
    expect(value("2 +")).toEqual({ content: "Could not evaluate: Unexpected end of expression (char 4)", isError: true });
    expect(value("x + 1")).toEqual({ content: "Could not evaluate: Undefined symbol x", isError: true });
    expect(value("sqrt").isError).toBe(true);
    expect(calculate({}).isError).toBe(true);
    expect(calculate({ expression: 42 }).isError).toBe(true);
    expect(value("1+".repeat(1500) + "1")).toMatchObject({ isError: true, content: expect.stringContaining("longer than") });
  });

  it("refuses assignments and function definitions, so no call leaves anything behind", () => {
    expect(value("a = 1")).toEqual({ content: "Could not evaluate: assignments are not supported.", isError: true });
    expect(value("f(x) = x^2")).toEqual({ content: "Could not evaluate: function definitions are not supported.", isError: true });
    expect(value("(a = 2) + 1").isError).toBe(true);
    expect(value("a").content).toBe("Could not evaluate: Undefined symbol a");
  });

  it("refuses import, createUnit, config and everything that parses text anew", () => {
    for (const expression of [
      'import({x: 1})',
      'createUnit("moon")',
      'config({number: "BigNumber"})',
      'evaluate("1 + 1")',
      'parse("1")',
      'compile("1")',
      'simplify("x + x")',
      'derivative("x^2", "x")',
      'rationalize("1/x")',
      'resolve("x", {})',
    ]) {
      expect(value(expression)).toMatchObject({ isError: true, content: expect.stringContaining("is not available in the calculator") });
    }
    // The refused config changed nothing for the next call.
    expect(value("typeOf(1)").content).toBe('"number"');
  });

  it("gives no way to JavaScript's own objects or to huge allocations", () => {
    expect(value("cos.constructor")).toMatchObject({ isError: true, content: expect.stringContaining("No access to property") });
    expect(value('[1].map.constructor("return 1")()').isError).toBe(true);
    expect(value("zeros(100000, 100000)").isError).toBe(true);
    expect(value("1:1e9")).toEqual({ content: "Could not evaluate: ranges (a:b) are not supported.", isError: true });
  });
});
