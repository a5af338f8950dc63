import { describe, expect, it } from "vitest";
import { holdsPhrases, phraseSpans, queryPhrases } from "./phrases";

describe("phrases", () => {
  it("reads quoted words of a query as phrases, an unclosed one as being typed", () => {
    expect(queryPhrases('ferry "tide tables" dawn')).toEqual([{ terms: ["tide", "tables"], open: false }]);
    expect(queryPhrases("“High Water” 「潮汐表」")).toEqual([
      { terms: ["high", "water"], open: false },
      { terms: ["潮汐", "汐表"], open: false },
    ]);
    expect(queryPhrases('"high wa')).toEqual([{ terms: ["high", "wa"], open: true }]);
    // One word in quotes is that word; no quotes, no phrase.
    expect(queryPhrases('"ferry" tide tables')).toEqual([]);
  });

  it("finds a phrase only where its words stand together, in order", () => {
    const [phrase] = queryPhrases('"tide tables"');
    expect(phraseSpans("The tide tables, then more tide  tables.", phrase)).toEqual([
      [4, 15],
      [27, 39],
    ]);
    expect(phraseSpans("tables of the tide", phrase)).toEqual([]);
    expect(holdsPhrases("tide, and tables", [phrase])).toBe(false);
    // Punctuation between the words does not part them, as the index reads no punctuation either.
    expect(holdsPhrases("Tide-tables", [phrase])).toBe(true);
  });

  it("matches an open phrase's last word as a prefix, and a closed one's whole", () => {
    const [open] = queryPhrases('"high wa');
    const [closed] = queryPhrases('"high wa"');
    expect(holdsPhrases("High water at noon", [open])).toBe(true);
    expect(holdsPhrases("High water at noon", [closed])).toBe(false);
  });

  it("finds a CJK phrase as a run of characters", () => {
    const [phrase] = queryPhrases("“月光银色”");
    expect(holdsPhrases("请解释一下月光为什么是银色的", [phrase])).toBe(false);
    expect(phraseSpans("月光银色的海", phrase)).toEqual([[0, 4]]);
  });
});
