// Case- and width-insensitive substring matching for search (NFKC folds full-width forms, so "ＡＢＣ"
// matches "abc"; CJK text matches as plain substrings, no word splitting needed), plus the snippet
// around a match in the original text.

const BEFORE = 30;
const AFTER = 70;

export function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** Start and end (UTF-16 offsets in `text`) of the first match of an already folded query. */
function locate(text: string, foldedQuery: string): [number, number] | null {
  let folded = "";
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = fold(char);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origin.push(offset);
    offset += char.length;
  }
  origin.push(offset);
  const at = folded.indexOf(foldedQuery);
  if (at < 0) return null;
  const last = origin[at + foldedQuery.length - 1];
  return [origin[at], last + (text.codePointAt(last)! > 0xffff ? 2 : 1)];
}

function codePointStart(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return index > 0 && code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}

/** A one-line excerpt around the first match, or null when `text` does not contain the query. */
export function matchSnippet(text: string, foldedQuery: string): string | null {
  if (foldedQuery === "" || !fold(text).includes(foldedQuery)) return null;
  // Per-character folding can miss a match that spans a combining sequence; then show the start.
  const [start, end] = locate(text, foldedQuery) ?? [0, 0];
  const from = codePointStart(text, Math.max(0, start - BEFORE));
  const to = codePointStart(text, Math.min(text.length, end + AFTER));
  const body = text.slice(from, to).replace(/\s+/g, " ").trim();
  return `${from > 0 ? "…" : ""}${body}${to < text.length ? "…" : ""}`;
}
