// Closing the paired markers of a streaming tail (see heal-tail.ts): **strong**, ~~strike~~, *emphasis*
// and _emphasis_, never counting what sits inside `code`. Each pass reads each character a bounded
// number of times.

/** Characters read by the healing passes, so tests can check the work grows linearly. */
export interface HealMeter {
  reads: number;
}

const WHITESPACE = /\s/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** What `\s` matches, without a regex call for the ASCII characters that make up most text. */
export function isWhitespace(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 0xa0) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return WHITESPACE.test(char);
}

const isSpace = (char: string | undefined) => char === undefined || isWhitespace(char);
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/**
 * The text with each single-line code span removed (`blank` false) or replaced by as many spaces
 * (`blank` true). A span runs from a backtick to the next one, unless a line break or the end comes
 * first: then no character before that stop opens a span either, so the scan goes on from there.
 */
function outsideCode(text: string, blank: boolean, meter: HealMeter): string {
  meter.reads += text.length;
  let result = "";
  let from = 0;
  let i = text.indexOf("`");
  while (i !== -1) {
    let end = i + 1;
    while (end < text.length && text[end] !== "`" && text[end] !== "\n") end++;
    if (end === text.length) break;
    if (text[end] === "`") {
      result += text.slice(from, i) + (blank ? " ".repeat(end + 1 - i) : "");
      from = end + 1;
    }
    i = text.indexOf("`", end + 1);
  }
  return result + text.slice(from);
}

/** Non-overlapping occurrences of a two-character marker, left to right. */
function countPairs(text: string, marker: string, meter: HealMeter): number {
  meter.reads += text.length;
  let count = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    if (text[i] === marker[0] && text[i + 1] === marker[1]) {
      count++;
      i++;
    }
  }
  return count;
}

function trimEnd(text: string, meter: HealMeter): string {
  const trimmed = text.trimEnd();
  meter.reads += text.length - trimmed.length + 1;
  return trimmed;
}

/** Closes `**` or `~~` left open outside code, or drops it when nothing follows it yet. */
export function closeMarker(text: string, marker: "**" | "~~", meter: HealMeter): string {
  if (countPairs(outsideCode(text, false, meter), marker, meter) % 2 === 0) return text;
  const trimmed = trimEnd(text, meter);
  if (trimmed.endsWith(marker)) return trimEnd(trimmed.slice(0, -marker.length), meter);
  return trimmed + marker;
}

/**
 * Closes a single `*` or `_` left open. A marker opens only with text right after it (CommonMark's
 * left-flanking rule), so "2 * 3" and a "* " bullet do not count; `_` inside a word (snake_case)
 * never opens. Code is blanked out, and a doubled marker (strong) is masked so it opens nothing.
 */
export function closeEmphasis(text: string, marker: "*" | "_", meter: HealMeter): string {
  const double = marker + marker;
  const plain = outsideCode(text, true, meter).replaceAll(double, "\0\0");
  meter.reads += plain.length;
  let open = false;
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] !== marker) continue;
    const before = plain[i - 1];
    const after = plain[i + 1];
    if (marker === "_" && isWordChar(before) && isWordChar(after)) continue;
    if (!open && !isSpace(after)) open = true;
    else if (open && !isSpace(before)) open = false;
  }
  const trimmed = trimEnd(text, meter);
  // A marker with nothing after it yet may open emphasis: keep it out of sight until text follows.
  const dangling = trimmed.endsWith(marker) && (trimmed.length === 1 || isWhitespace(trimmed[trimmed.length - 2]));
  if (!open && dangling) return trimEnd(trimmed.slice(0, -1), meter);
  if (!open) return text;
  if (trimmed.endsWith(marker) && !trimmed.endsWith(double)) return trimEnd(trimmed.slice(0, -1), meter);
  return trimmed + marker;
}
