import { describe, expect, it } from "vitest";
import { bracketMathToDollars } from "@/lib/markdown/bracket-math";
import { PARSE_LIMITS, parseCost, withinParseLimits } from "@/lib/markdown/parse-cost";
import { adversarialBlocks, ordinaryBlocks } from "@/lib/markdown/test-support/cost-fixtures";

const repeat = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const withMath = { math: true };

// With math on, the parser is given bracketMathToDollars(block): the count must be of that text.
describe("math as the parser is given it", () => {
  it.each(Object.entries(ordinaryBlocks))("%s: within the limits once bracket math is dollars", (_name, block) => {
    expect(withinParseLimits(bracketMathToDollars(block), withMath)).toBe(true);
  });

  it.each(Object.entries(adversarialBlocks))("%s: past a limit with math on too", (_name, block) => {
    expect(withinParseLimits(bracketMathToDollars(block), withMath)).toBe(false);
  });
});

describe("escaped brackets", () => {
  const filler = repeat("ab cd ", 60_000);
  const cost = (text: string) => parseCost(text).inlineWork;
  const far = PARSE_LIMITS.inlineWorkPerChar * filler.length;

  it("are text: an escaped `[` opens no label and an escaped `]` closes none", () => {
    // Nothing walks back to the `\[`, and the `\]` walks back to nothing.
    for (const text of [`\\[ x ${filler}`, `${filler} x \\]`, `\\[ x \\] ${filler} \\[ y \\]`, `[a] ${filler} \\]`]) {
      expect(cost(text), text.slice(0, 12)).toBeLessThan(5 * filler.length);
    }
    // `\\[` is an escaped backslash, then a `[` that does open: the words after it walk back to it.
    expect(cost(`\\\\[ x ${filler}`)).toBeGreaterThan(far);
    // The `[` an escaped `]` leaves open is charged as any open `[` is.
    expect(cost(`[ab\\] ${filler}`)).toBeGreaterThan(far);
  });
});

describe("math spans", () => {
  const filler = repeat("ab cd ", 60_000);
  const far = PARSE_LIMITS.inlineWorkPerChar * filler.length;
  const cost = (text: string, math = true) => parseCost(text, { math }).inlineWork;

  it("hold their brackets as math's text when math is on", () => {
    for (const span of ["$x \\in [0, 1)$", "$$[a, b$$", "$E[X] + [$", "$P(X > t) < 1$ for $t \\in [0, 1)$", "$p \\in (0, 1]$"]) {
      expect(cost(`${span} ${filler} ${span}`), span).toBeLessThan(5 * filler.length);
    }
    // Without math a `$` is text: a `[` no `]` closes is an open label, which each word walks back to.
    expect(cost(`$x \\in [0, 1)$ ${filler}`, false)).toBeGreaterThan(far);
  });

  it("are taken for math only where nothing else may hold their dollars", () => {
    // Emphasis markers that cost far too much as markdown, and nothing as math.
    const markers = repeat("a_ ", 12_000);
    expect(withinParseLimits(`$ ${markers} $`, withMath)).toBe(true);
    const texts = [
      "\\$ MARKERS $", // an escaped dollar
      "www.a.com/$ MARKERS $", // a literal autolink may take the first dollar
      "`a $` MARKERS $", // a code span may
      "<a title=\"$\"> MARKERS $", // HTML may
      "[a](x \"$\") MARKERS $", // a link's title may
      "[^a$]: x\n\n[^a$] MARKERS $", // a footnote's label may
      "[b$]: x\n\n[a][b$] MARKERS $", // a reference's label may
      "| a | b |\n|---|---|\n| $a | MARKERS | $ |", // a table's cells are parsed apart
      "$5 and\n$ MARKERS $", // a span may run over lines
      "$$a$ MARKERS $", // no `$$` closes the first run; later dollars may pair otherwise
    ];
    for (const text of texts) expect(withinParseLimits(text.replace("MARKERS", markers), withMath), text).toBe(false);
  });

  it("count LaTeX's underscores and stars as math, not as emphasis", () => {
    const latex = repeat("where $a_{i} * b_{j}^{*}$ holds, ", 60_000);
    expect(withinParseLimits(latex, withMath)).toBe(true);
    expect(withinParseLimits(latex)).toBe(false);
  });
});
