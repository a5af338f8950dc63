import { describe, expect, it } from "vitest";
import { indexTerms, isPrefixTerm, queryTerms, termMatcher } from "./search-terms";

describe("search terms", () => {
  it("folds words of spaced scripts: case, full width, punctuation between them", () => {
    expect(indexTerms("The Borrow-Checker's ＡＢＣ, naïve café 42!")).toEqual(["the", "borrow", "checker", "s", "abc", "naïve", "café", "42"]);
  });

  it("pairs CJK characters; the text also keeps each run's last character, a query only the pairs", () => {
    expect(indexTerms("月光为什么是银色")).toEqual(["月光", "光为", "为什", "什么", "么是", "是银", "银色", "色"]);
    expect(queryTerms("月光为什么")).toEqual(["月光", "光为", "为什", "什么"]);
    expect(queryTerms("银")).toEqual(["银"]);
    expect(indexTerms("rust 的生命周期 ok")).toEqual(["rust", "的生", "生命", "命周", "周期", "期", "ok"]);
    expect(indexTerms("カレーライスを食べた")).toEqual(["カレ", "レー", "ーラ", "ライ", "イス", "スを", "を食", "食べ", "べた", "た"]);
    expect(indexTerms("한국어 검색")).toEqual(["한국", "국어", "어", "검색", "색"]);
  });

  it("leaves out words too long for anyone to type", () => {
    expect(indexTerms(`key ${"A".repeat(41)} end`)).toEqual(["key", "end"]);
  });

  it("matches the last term as a prefix from two letters on, or one CJK character", () => {
    const terms = ["rust", "bo"];
    expect(terms.map((term, i) => isPrefixTerm(term, i, terms))).toEqual([false, true]);
    expect(isPrefixTerm("b", 0, ["b"])).toBe(false);
    expect(isPrefixTerm("银", 0, ["银"])).toBe(true);
  });

  it("says what of a text's term to mark", () => {
    const match = termMatcher(["rust", "bo"]);
    expect(["rust", "borrow", "bo", "rusty", "about"].map(match)).toEqual(["whole", "whole", "whole", null, null]);
    const cjk = termMatcher(["银"]);
    expect(["银色", "银", "色银"].map(cjk)).toEqual(["first", "whole", null]);
  });
});
