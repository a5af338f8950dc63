import { describe, expect, it } from "vitest";
import { bestExcerpt, highlightAll, type Highlighted } from "./highlight";
import { queryTerms } from "./search-terms";

const marked = ({ text, marks }: Highlighted) => marks.map(([start, end]) => text.slice(start, end));

describe("excerpts and marks", () => {
  it("cuts a long text shortly before its first match, at spaces, with ellipses", () => {
    const text = `${"lorem ipsum ".repeat(10)}the Needle is here ${"dolor sit ".repeat(20)}`;
    const excerpt = bestExcerpt([text], queryTerms("needle"))!;
    expect(excerpt.text).toMatch(/^…(lorem|ipsum) .*the Needle is here .*…$/);
    expect(excerpt.text.indexOf("Needle")).toBeLessThan(25);
    expect(marked(excerpt)).toEqual(["Needle"]);
  });

  it("shows a text from its start when the match is near it, whitespace collapsed", () => {
    const excerpt = bestExcerpt(["First line\n\n  then  a   ferry, and more"], queryTerms("ferry"))!;
    expect(excerpt).toMatchObject({ text: "First line then a ferry, and more", index: 0 });
    expect(marked(excerpt)).toEqual(["ferry"]);
  });

  it("prefers the first text holding the most of the query's words", () => {
    const texts = ["only the checker", "nothing", "the borrow checker here", "borrow checker again"];
    expect(bestExcerpt(texts, queryTerms("borrow check"))).toMatchObject({ index: 2, text: "the borrow checker here" });
    expect(bestExcerpt(["nothing here"], queryTerms("borrow"))).toBeNull();
  });

  it("never splits a surrogate pair", () => {
    const excerpt = bestExcerpt([`${"😀".repeat(40)}target${"😀".repeat(60)}`], queryTerms("target"))!;
    expect(excerpt.text).toContain("target");
    expect(excerpt.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("marks CJK runs where they match, merged, and a one-character prefix as that character", () => {
    expect(marked(highlightAll("请解释月光为什么是银色的", queryTerms("月光为")))).toEqual(["月光为"]);
    expect(marked(highlightAll("银色和银器", queryTerms("银")))).toEqual(["银", "银"]);
    expect(marked(highlightAll("Rust lifetimes, RUST", queryTerms("rust")))).toEqual(["Rust", "RUST"]);
  });
});
