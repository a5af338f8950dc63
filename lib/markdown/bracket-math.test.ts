import { describe, expect, it } from "vitest";
import { bracketMathToDollars, mayHoldMath } from "./bracket-math";

describe("bracket math", () => {
  it("turns a display block on its own lines into display dollars", () => {
    expect(bracketMathToDollars("\\[ E = mc^2 \\]")).toBe("$$\nE = mc^2\n$$");
    expect(bracketMathToDollars("\\[\n\\frac{a}{b}\n\\]\n")).toBe("$$\n\\frac{a}{b}\n$$\n");
  });

  it("keeps inline math inline, in either form", () => {
    expect(bracketMathToDollars("where \\(x^2\\) and \\[y\\] are small")).toBe("where $x^2$ and $$y$$ are small");
  });

  it("leaves code alone: fenced blocks and code spans", () => {
    const fence = "```latex\n\\[ x \\]\n```";
    expect(bracketMathToDollars(fence)).toBe(fence);
    expect(bracketMathToDollars("write `\\(x\\)` for \\(x\\)")).toBe("write `\\(x\\)` for $x$");
  });

  it("leaves escaped backslashes and plain brackets alone", () => {
    expect(bracketMathToDollars("a \\\\[2pt] b")).toBe("a \\\\[2pt] b");
    expect(bracketMathToDollars("[link](x) and (aside)")).toBe("[link](x) and (aside)");
  });

  it("says when math may be present", () => {
    expect(mayHoldMath("cost $5")).toBe(true);
    expect(mayHoldMath("\\( x \\)")).toBe(true);
    expect(mayHoldMath("C:\\Users\\me")).toBe(false);
  });
});
