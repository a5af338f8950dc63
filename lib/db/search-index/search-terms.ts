// How text becomes search terms: one scanner for what is indexed, what is asked and what is
// highlighted, so the three always agree. Words of scripts written with spaces are folded (NFKC, so
// "ＡＢＣ" is "abc"; lower case). Chinese, Japanese and Korean have no spaces to split on, so a run of
// their characters becomes overlapping pairs ("月光银色" → 月光 光银 银色), the approach of Lucene's CJK
// analyzer: it needs no dictionary, and a query is cut the same way as the text wherever it stands,
// which a word segmenter (Intl.Segmenter) does not promise, as it cuts by context.

/** Han, kana (with the long-vowel mark) and Hangul: the characters that are paired. */
const CJK = "\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\u30fc";
const RUNS = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}])+)`, "gu");
const ASCII = /^[\x00-\x7f]*$/;

/** Longer "words" are hashes, base64 or minified code: nobody types them, and they bloat the index. */
const MAX_TERM_LENGTH = 40;

export function fold(text: string): string {
  return (ASCII.test(text) ? text : text.normalize("NFKC")).toLowerCase();
}

/**
 * index: a CJK run gives its pairs and its last character alone, so a one-character query (matched
 * as a prefix) finds every character, even the last of a run. query: pairs only, as every pair asked
 * must be in the text; a lone character stays itself.
 */
export type TermMode = "index" | "query";

/** Calls `emit` with each term of `text` and where it stands (UTF-16 offsets, end exclusive). */
export function scanTerms(text: string, mode: TermMode, emit: (term: string, start: number, end: number) => void): void {
  for (const match of text.matchAll(RUNS)) {
    const start = match.index;
    if (match[2] !== undefined) {
      const term = fold(match[2]);
      if (term.length <= MAX_TERM_LENGTH) emit(term, start, start + match[2].length);
      continue;
    }
    const chars = Array.from(match[1]);
    let at = start;
    if (chars.length === 1) {
      emit(fold(chars[0]), at, at + chars[0].length);
      continue;
    }
    for (let i = 0; i < chars.length - 1; i++) {
      const pair = chars[i] + chars[i + 1];
      emit(fold(pair), at, at + pair.length);
      at += chars[i].length;
    }
    if (mode === "index") emit(fold(chars[chars.length - 1]), at, at + chars[chars.length - 1].length);
  }
}

export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  scanTerms(text, "index", (term) => terms.push(term));
  return terms;
}

export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  scanTerms(query, "query", (term) => terms.push(term));
  return terms;
}

const CJK_START = new RegExp(`^[${CJK}]`, "u");
const isCjk = (term: string) => CJK_START.test(term);

/**
 * The last term is matched as a prefix, as the person may still be typing it: from two letters on
 * (one letter would match most of the index), or one CJK character.
 */
export function isPrefixTerm(term: string, index: number, terms: readonly string[]): boolean {
  return index === terms.length - 1 && (term.length >= 2 || isCjk(term));
}

/**
 * Whether a term of the text answers the query, and what of it to mark: the whole word, or for a CJK
 * pair found by its first character (a one-character prefix), that character.
 */
export function termMatcher(query: readonly string[]): (term: string) => "whole" | "first" | null {
  const exact = new Set(query);
  const last = query.at(-1);
  const prefix = last !== undefined && isPrefixTerm(last, query.length - 1, query) ? last : null;
  return (term) => {
    if (exact.has(term)) return "whole";
    if (prefix === null || !term.startsWith(prefix)) return null;
    return isCjk(term) ? "first" : "whole";
  };
}
