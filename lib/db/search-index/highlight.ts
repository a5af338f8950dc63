// Where a search's words are in a piece of text, for the sidebar to mark: a whole title, or an
// excerpt of a message around its best match. Terms are found by the same scanner the index uses
// (search-terms.ts), so what is marked is what was matched.

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

/** `text` whole, with its matches marked (a title). */
export function highlightAll(text: string, query: readonly string[]): Highlighted {
  return { text, marks: marksIn(text, termMatcher(query), 0, text.length, 0) };
}

/** Where the first match is and how many of the query's terms the text holds; null: none. */
function firstMatch(text: string, query: readonly string[], match: Match): Found | null {
  let first: number | null = null;
  const seen = new Set<string>();
  scanTerms(text, "index", (term, start) => {
    if (match(term) === null) return;
    first ??= start;
    // A term that is not one of the query's completes its last, typed as a prefix.
    seen.add(query.includes(term) ? term : query[query.length - 1]);
  });
  return first === null ? null : { start: first, distinct: seen.size };
}

/** An excerpt of `flat` (one line) starting shortly before `start`, cut at spaces where it can. */
function excerptAround(flat: string, match: Match, start: number): Highlighted {
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
  return { text: `${lead}${body}${to < flat.length ? "…" : ""}`, marks: marksIn(flat, match, from, to, lead.length) };
}

export interface Excerpt extends Highlighted {
  /** Which of the texts it came from. */
  index: number;
  /** That text holds every term of the query. */
  complete: boolean;
}

/**
 * An excerpt of the text that answers the query best: the first of those holding the most of its
 * terms (all of them ends the search), around its first match. Null when none holds any.
 */
export function bestExcerpt(texts: Iterable<string>, query: readonly string[]): Excerpt | null {
  const match = termMatcher(query);
  const wanted = new Set(query).size;
  let best: { flat: string; found: Found; index: number } | null = null;
  let index = 0;
  for (const text of texts) {
    const flat = text.replace(/\s+/g, " ").trim();
    // Most texts of a conversation hold none of the words: a substring check skips them cheaply.
    const folded = fold(flat);
    const found = query.some((term) => folded.includes(term)) ? firstMatch(flat, query, match) : null;
    if (found && (best === null || found.distinct > best.found.distinct)) best = { flat, found, index };
    if (best && best.found.distinct >= wanted) break;
    index++;
  }
  return best && { ...excerptAround(best.flat, match, best.found.start), index: best.index, complete: best.found.distinct >= wanted };
}
