// Phrases: words in quotes ("tide tables", “潮汐表”, 「…」) must stand next to each other, in that
// order. The index finds the conversations holding every word; a phrase is then checked in the text
// itself, by the same scanner, so "tide tables" is not found in "tables of the tide".

import { isPrefixTerm, queryTerms, scanTerms } from "./search-terms";

export interface Phrase {
  terms: string[];
  /** Its closing quote is not typed yet: the last word is matched as a prefix, as one types. */
  open: boolean;
}

const QUOTED = /["“”„「『]([^"“”„」』]*)(["“”」』]?)/g;

/** The query's phrases of two terms or more (one word in quotes is just that word). */
export function queryPhrases(query: string): Phrase[] {
  const phrases: Phrase[] = [];
  for (const match of query.matchAll(QUOTED)) {
    const terms = queryTerms(match[1]);
    if (terms.length >= 2) phrases.push({ terms, open: match[2] === "" });
  }
  return phrases;
}

/** Every place `phrase` stands in `text`, as UTF-16 ranges (end exclusive), in order. */
export function phraseSpans(text: string, phrase: Phrase): Array<[number, number]> {
  const terms: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  // The text is cut as a query is, so CJK pairs line up with the phrase's own.
  scanTerms(text, "query", (term, start, end) => {
    terms.push(term);
    starts.push(start);
    ends.push(end);
  });
  const wanted = phrase.terms;
  const last = wanted.length - 1;
  const prefix = phrase.open && isPrefixTerm(wanted[last], last, wanted);
  const spans: Array<[number, number]> = [];
  for (let i = 0; i + last < terms.length; i++) {
    let k = 0;
    while (k < last && terms[i + k] === wanted[k]) k++;
    if (k < last) continue;
    const term = terms[i + last];
    if (term === wanted[last] || (prefix && term.startsWith(wanted[last]))) spans.push([starts[i], ends[i + last]]);
  }
  return spans;
}

/** Whether `text` holds every one of `phrases`. */
export function holdsPhrases(text: string, phrases: readonly Phrase[]): boolean {
  return phrases.every((phrase) => phraseSpans(text, phrase).length > 0);
}
