import { describe, expect, it } from "vitest";
import { PARSE_LIMITS, parseCost, withinParseLimits } from "@/lib/markdown/parse-cost";
import { adversarialBlocks, ordinaryBlocks } from "@/lib/markdown/test-support/cost-fixtures";
import { markdownCorpus } from "@/lib/markdown/test-support/corpus";

const repeat = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Which limits a block passes, by name. */
function overLimits(block: string): string[] {
  const cost = parseCost(block);
  const n = block.length;
  const over: string[] = [];
  if (cost.inlineWork > PARSE_LIMITS.inlineWorkPerChar * n) over.push("inlineWork");
  if (cost.containerWork > PARSE_LIMITS.containerWorkPerChar * n) over.push("containerWork");
  if (cost.nesting > PARSE_LIMITS.nesting) over.push("nesting");
  if (cost.tableCells > PARSE_LIMITS.tableCells(n)) over.push("tableCells");
  if (cost.referenceCopies > PARSE_LIMITS.referenceCopies(n)) over.push("referenceCopies");
  return over;
}

describe("parse cost limits", () => {
  it.each(Object.entries(adversarialBlocks))("%s: past a limit", (_name, block) => {
    expect(withinParseLimits(block)).toBe(false);
  });

  it("names the limit each kind of crafted block passes", () => {
    expect(overLimits(adversarialBlocks.starUnderscore)).toContain("inlineWork");
    expect(overLimits(adversarialBlocks.strayBracket)).toEqual(["inlineWork"]);
    expect(overLimits(adversarialBlocks.setextHeadings)).toEqual(["containerWork"]);
    expect(overLimits(adversarialBlocks.nestedListItems)).toEqual(["containerWork"]);
    expect(overLimits(adversarialBlocks.lazyQuote)).toEqual(["containerWork"]);
    expect(overLimits(adversarialBlocks.nestedMarkers)).toContain("nesting");
    expect(overLimits(adversarialBlocks.tableCells)).toContain("tableCells");
    expect(overLimits(adversarialBlocks.referenceCopies)).toEqual(["referenceCopies"]);
    expect(overLimits(adversarialBlocks.bracketLine)).toEqual(["inlineWork"]);
    expect(overLimits(adversarialBlocks.bracketLabels)).toEqual(["inlineWork"]);
    for (const name of ["escapeSplits", "codeSpanSplits", "referenceSplits", "mathSpanSplits", "htmlSplits"]) {
      expect(overLimits(adversarialBlocks[name]), name).toEqual(["inlineWork"]);
    }
    expect(overLimits(adversarialBlocks.quotedItems)).toEqual(["containerWork"]);
  });

  it.each([...Object.entries(ordinaryBlocks), ...Object.entries(markdownCorpus)])("%s: within the limits", (name, block) => {
    expect(overLimits(block), name).toEqual([]);
  });

  it("allows a few thousand characters of dense emphasis in one paragraph, not a stretch of nothing else", () => {
    const prose = repeat("Some **bold** and *soft* words with `code` and a [link](https://x.dev) here. ", 6_000);
    expect(withinParseLimits(prose)).toBe(true);
    expect(withinParseLimits(repeat("*_", 2_000))).toBe(false);
    // The same markers split into short paragraphs cost little.
    expect(withinParseLimits(repeat(repeat("*_", 38) + " a\n\n", 4_000))).toBe(true);
  });

  it("reads each character a bounded number of times", () => {
    for (const block of [...Object.values(adversarialBlocks), ...Object.values(ordinaryBlocks)]) {
      expect(parseCost(block).reads).toBeLessThanOrEqual(6 * block.length);
    }
  });
});

describe("what the count may leave out", () => {
  const markers = repeat("a_ ", 12_000);

  it("skips a fenced code block that starts the block, and only while it is open", () => {
    const code = "```\n" + markers + "\n```\n";
    expect(withinParseLimits(code)).toBe(true);
    expect(withinParseLimits(code + "\n" + markers)).toBe(false);
    // An unclosed fence is code to the end, as micromark reads it.
    expect(withinParseLimits("~~~~\n" + markers + "\n~~~\n")).toBe(true);
  });

  it("counts a fence that may sit in HTML, a list or a quote, or after a paragraph", () => {
    // In <div> the fence line is HTML, which ends at the blank line: the rest is a paragraph.
    expect(withinParseLimits("<div>\n```\n\n" + markers)).toBe(false);
    expect(withinParseLimits("- a\n  ```\n" + markers)).toBe(false);
    expect(withinParseLimits("> ```\n" + markers)).toBe(false);
    expect(withinParseLimits("text\n```\n" + markers)).toBe(false);
    expect(withinParseLimits("    ```\n" + markers)).toBe(false);
  });

  it("splits paragraphs only where micromark surely does", () => {
    const line = repeat("a_ ", 600);
    const lines = (prefix: (i: number) => string) => Array.from({ length: 40 }, (_, i) => prefix(i) + line).join("\n");
    // Bullets, "1." and headings end a paragraph; so does each item of an ordered list still open.
    expect(withinParseLimits(lines(() => "- "))).toBe(true);
    expect(withinParseLimits(lines(() => "# "))).toBe(true);
    expect(withinParseLimits(lines((i) => `${i + 1}. `))).toBe(true);
    // "2." after a paragraph continues it, a lazy line leaves the list, an item behind four spaces is text.
    expect(withinParseLimits("text\n" + lines((i) => `${i + 2}. `))).toBe(false);
    expect(withinParseLimits("1. a\nlazy\n" + lines((i) => `${i + 2}. `))).toBe(false);
    expect(withinParseLimits("text\n" + lines(() => "    - "))).toBe(false);
  });

  it("charges a `]` the way back to the paragraph's start unless its `[` certainly opens the label", () => {
    const filler = repeat("ab cd ", 30_000);
    const cost = (label: string) => parseCost(filler + label).inlineWork;
    // Charged the way back (twice over: a label's character costs two steps), or only its label
    // (plus, with a backtick, one look ahead over the paragraph for a code span).
    const far = 2 * filler.length;
    expect(cost("[ab]")).toBeLessThan(filler.length / 100);
    for (const label of ["\\[ab]", "x.y[ab]", "[a`b]", "[a$b]", "[a<b]", "[a)b]"]) {
      expect(cost(label), label).toBeGreaterThan(far);
    }
    // A label that is one code span is certain, unless a backtick before it may have opened code.
    expect(cost("[`a.b`]")).toBeLessThan(0.6 * far);
    expect(cost("`[`a.b`]")).toBeGreaterThan(far);
  });

  it("charges every `[` the text after it: a line of them, or among text, or closed by `]`", () => {
    for (const unit of ["[", "![", "[[[a]", "[a b ", "[]", "see [1] and [2]. "]) {
      expect(withinParseLimits(repeat(unit, 300_000)), unit).toBe(false);
    }
    expect(withinParseLimits(repeat("[", 150_000) + repeat("]", 150_000))).toBe(false);
    // The same brackets in the amounts a reply holds them, and prose with links, cost little.
    for (const unit of ["[", "[a] ", "see [1] and [2]. ", "A [link](https://x.dev/a) and more words. "]) {
      expect(withinParseLimits(repeat(unit, 10_000)), unit).toBe(true);
    }
    expect(withinParseLimits(repeat("A [link](https://x.dev/a) and ![an image](i.png) here. ", 300_000))).toBe(true);
  });

  it("finds link definitions only where a label opens a line", () => {
    const url = repeat("h", 50_000);
    const refs = repeat("[a]", 3_000);
    expect(withinParseLimits(`[a]: <${url}>\n\n${refs}`)).toBe(false);
    expect(withinParseLimits(`x [a]: <${url}>\n\n${refs}`)).toBe(true);
    expect(withinParseLimits(`[a\nb]: <${url}>\n\n${refs}`)).toBe(false);
    expect(withinParseLimits(`[a\\]]: <${url}>\n\n${refs}`)).toBe(false);
  });

  it("takes a footnote definition for what it is: no reference copies it", () => {
    const url = repeat("h", 50_000);
    const refs = repeat("[^a]", 3_000);
    expect(withinParseLimits(`[^a]: <${url}>\n\n${refs}`)).toBe(true);
    expect(withinParseLimits(`- [^a]: <${url}>\n\n${refs}`)).toBe(true);
    // A label GFM cannot read as a footnote's (blank, empty, with a bracket) defines a link again.
    for (const label of ["^a b", "^", "^a[b"]) {
      expect(withinParseLimits(`[${label}]: <${url}>\n\n${repeat(`[${label}]`, 3_000)}`), label).toBe(false);
    }
  });

  it("charges every token the text after it: escapes, references, code, math and HTML", () => {
    for (const unit of ["\\!a b ", "&amp; b, ", "`a` b, ", "$a$ b, ", "<b> b c "]) {
      expect(withinParseLimits(repeat(unit, 300_000)), unit).toBe(false);
      expect(withinParseLimits(repeat(unit, 10_000)), unit).toBe(true);
    }
    // Code, references and escapes in the amounts a reply holds them, and much more, cost little.
    const prose = "Call `parse(text)` on the `input`, then &nbsp;check that `a < b` holds for \\* and `x`. ";
    expect(withinParseLimits(repeat(prose, 40_000))).toBe(true);
  });
});

describe("lists", () => {
  it("charges no walk to a flat list's items, however many", () => {
    for (const unit of ["- [ ] Task\n", "- a\n", "1. a\n", "- a\n\n", "  - a\n", "* a\n+ b\n", "1. a\n2. b\n"]) {
      expect(withinParseLimits(repeat(unit, 100_000)), unit).toBe(true);
    }
    // Items one level down, each beside the one before.
    expect(withinParseLimits("- a\n" + repeat("  - b\n", 100_000))).toBe(true);
  });

  it("charges each line that closes something nested in the item before", () => {
    for (const unit of ["- > a\n", "- a\n  - b\n", "- a\n  > b\n", "- a\n  - b\n    - c\n", "- [^1]: - a\n", "- a\n  [^1]: - b\n"]) {
      expect(withinParseLimits(repeat(unit, 40_000)), unit).toBe(false);
    }
  });
});
