import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { healTail } from "@/lib/markdown/heal-tail";
import { markdownCorpus } from "@/lib/markdown/test-support/corpus";
import { healTailReference } from "@/lib/markdown/test-support/heal-tail-reference";

// The linear healTail must give what the regex version gave, on any short text.
const MARKDOWN_CHARS = [..."[]()!*_`~$<> \n\r\t\u00a0ab1é", "\u2028"];

describe("healTail, against the regex version it replaced", () => {
  it("agrees on every prefix of the markdown corpus (what a stream shows as it arrives)", () => {
    for (const text of Object.values(markdownCorpus)) {
      for (let end = 0; end <= text.length; end++) expect(healTail(text.slice(0, end))).toBe(healTailReference(text.slice(0, end)));
    }
  });

  it("agrees on random texts of markdown's marker characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...MARKDOWN_CHARS), maxLength: 40 }), (text) => {
        expect(healTail(text)).toBe(healTailReference(text));
      }),
      { numRuns: 20_000, seed: 15 },
    );
  });

  it("agrees on random texts built from whole markdown tokens", () => {
    const token = fc.constantFrom("[", "![", "](", ")", "**", "~~", "*", "_", "`", "``", "```", "$$", "> ", "\n", "\n\n", " ", "word", "snake_case", "2 * 3", "http://x.dev/a_b");
    fc.assert(
      fc.property(fc.array(token, { maxLength: 16 }), (tokens) => {
        const text = tokens.join("");
        expect(healTail(text)).toBe(healTailReference(text));
      }),
      { numRuns: 20_000, seed: 15 },
    );
  });
});
