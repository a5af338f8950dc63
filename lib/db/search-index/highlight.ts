// Where a search's words are in a piece of text, for the sidebar to mark: a whole title, or an
// excerpt of a message around its best match. Terms are found by the same scanner the index uses
// (search-terms.ts), so what is marked is what was matched. A phrase is marked where it stands
// whole; its words elsewhere are not.

import { phraseSpans, type Phrase } from "./phrases";
import { fold, scanTerms, termMatcher } from "./search-terms";

/** Plain text and the ranges in it to mark (UTF-16 offsets, end exclusive, in order, apart). */
export interface Highlighted {
  text: string;
  marks: Array<[number, number]>;
}

/** Characters kept before the match: little, so a narrow sidebar still shows the match. */
const BEFORE = 20;
/** The excerpt's length from the match on: about two lines of the sidebar. */
const AFTER = 110;

type Match = ReturnType<typeof termMatcher>;

interface Found {
  start: number;
  /** How many of the query's terms the text holds. */
  distinct: number;
  /** How many of the query's phrases it holds. */
  phrases: number;
}

/** The matcher for words to mark one by one: a word asked only inside a phrase is marked with it. */
function wordMatcher(query: readonly string[], phrases: readonly Phrase[]): Match {
  const match = termMatcher(query);
  if (phrases.length === 0) return match;
  const inPhrases = new Set(phrases.flatMap((phrase) => phrase.terms));
  const loose = new Map<string, number>();
  for (const term of query) loose.set(term, (loose.get(term) ?? 0) + 1);
  for (const phrase of phrases) for (const term of phrase.terms) loose.set(term, (loose.get(term) ?? 0) - 1);
  return (term) => (inPhrases.has(term) && !((loose.get(term) ?? 0) > 0) ? null : match(term));
}

/** Sorted, overlaps merged. */
function merged(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const range of ranges.sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push([...range]);
  }
  return out;
}

/** The phrases' ranges in `text` within [from, to), shifted by -from + shift. */
function phraseMarks(text: string, phrases: readonly Phrase[], from: number, to: number, shift: number): Array<[number, number]> {
  return phrases.flatMap((phrase) =>
    phraseSpans(text, phrase)
      .filter(([start, end]) => start < to && end > from)
      .map(([start, end]): [number, number] => [Math.max(start, from) - from + shift, Math.min(end, to) - from + shift]),
  );
}

function codePointEnd(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff ? index + 2 : index + 1;
}

/** Every marked range of `text` within [from, to), shifted by -from + shift, overlaps merged. */
function marksIn(text: string, match: Match, from: number, to: number, shift: number): Array<[number, number]> {
  const marks: Array<[number, number]> = [];
  scanTerms(text.slice(from, to), "index", (term, start, end) => {
    const kind = match(term);
    if (kind === null) return;
    const range: [number, number] = [start + shift, (kind === "whole" ? end : codePointEnd(text, from + start) - from) + shift];
    const last = marks.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else marks.push(range);
  });
  return marks;
}

/** Every mark of `text` within [from, to): words one by one, phrases whole. */
function marksOf(text: string, query: readonly string[], phrases: readonly Phrase[], from: number, to: number, shift: number): Array<[number, number]> {
  const words = marksIn(text, wordMatcher(query, phrases), from, to, shift);
  return phrases.length === 0 ? words : merged([...words, ...phraseMarks(text, phrases, from, to, shift)]);
}

/** `text` whole, with its matches marked (a title). */
export function highlightAll(text: string, query: readonly string[], phrases: readonly Phrase[] = []): Highlighted {
  return { text, marks: marksOf(text, query, phrases, 0, text.length, 0) };
}

/** Where the first match is (a phrase's, if the text holds one) and how much of the query the text holds; null: none. */
function firstMatch(text: string, query: readonly string[], match: Match, phrases: readonly Phrase[]): Found | null {
  let first: number | null = null;
  const seen = new Set<string>();
  scanTerms(text, "index", (term, start) => {
    if (match(term) === null) return;
    first ??= start;
    // A term that is not one of the query's completes its last, typed as a prefix.
    seen.add(query.includes(term) ? term : query[query.length - 1]);
  });
  if (first === null) return null;
  let held = 0;
  let phraseStart = Number.POSITIVE_INFINITY;
  for (const phrase of phrases) {
    const [span] = phraseSpans(text, phrase);
    if (!span) continue;
    held++;
    phraseStart = Math.min(phraseStart, span[0]);
  }
  return { start: held > 0 ? phraseStart : first, distinct: seen.size, phrases: held };
}

/** Whether `a` answers the query better than `b`: more phrases, then more words. */
const better = (a: Found, b: Found) => a.phrases - b.phrases || a.distinct - b.distinct;

/** An excerpt of `flat` (one line) starting shortly before `start`, cut at spaces where it can. */
function excerptAround(flat: string, query: readonly string[], phrases: readonly Phrase[], start: number): Highlighted {
  // Near the start, the text is shown from its start: an ellipsis would hide only a word or two.
  let from = start <= BEFORE * 1.5 ? 0 : start - BEFORE;
  const space = flat.indexOf(" ", from);
  if (from > 0 && space !== -1 && space < start) from = space + 1;
  else if (from > 0 && /[\uDC00-\uDFFF]/.test(flat[from])) from--;
  let to = Math.min(flat.length, start + AFTER);
  const lastSpace = flat.lastIndexOf(" ", to);
  if (to < flat.length && lastSpace > start + AFTER / 2) to = lastSpace;
  else if (to < flat.length && /[\uDC00-\uDFFF]/.test(flat[to])) to++;
  const lead = from > 0 ? "…" : "";
  const body = flat.slice(from, to);
  return { text: `${lead}${body}${to < flat.length ? "…" : ""}`, marks: marksOf(flat, query, phrases, from, to, lead.length) };
}

export interface Excerpt extends Highlighted {
  /** Which of the texts it came from. */
  index: number;
  /** That text holds every term of the query. */
  complete: boolean;
  /** That text holds every phrase of the query (true when it has none). */
  phrased: boolean;
}

/**
 * An excerpt of the text that answers the query best: the first of those holding the most of its
 * phrases, then of its terms (all of both ends the search), around its first match (its phrase's,
 * when it holds one). Null when none holds any term.
 */
export function bestExcerpt(texts: Iterable<string>, query: readonly string[], phrases: readonly Phrase[] = []): Excerpt | null {
  const match = termMatcher(query);
  const wanted = new Set(query).size;
  const whole = (found: Found) => found.distinct >= wanted && found.phrases === phrases.length;
  let best: { flat: string; found: Found; index: number } | null = null;
  let index = 0;
  for (const text of texts) {
    const flat = text.replace(/\s+/g, " ").trim();
    // Most texts of a conversation hold none of the words: a substring check skips them cheaply.
    const folded = fold(flat);
    const found = query.some((term) => folded.includes(term)) ? firstMatch(flat, query, match, phrases) : null;
    if (found && (best === null || better(found, best.found) > 0)) best = { flat, found, index };
    if (best && whole(best.found)) break;
    index++;
  }
  if (best === null) return null;
  const { flat, found } = best;
  return { ...excerptAround(flat, query, phrases, found.start), index: best.index, complete: found.distinct >= wanted, phrased: found.phrases === phrases.length };
}
