// Softens incomplete inline syntax at the end of a streaming tail so raw markers do not flash:
// an unfinished link shows its text, an unclosed `code`, **strong**, ~~strike~~ or *emphasis* is
// closed. Only the last paragraph is touched, and never one that holds a code fence.
//
// It runs on every streamed token, on a tail that a reply can make as long as it likes, so every pass
// is a hand-written forward or backward scan that reads each character a bounded number of times: no
// backtracking pattern (the old link patterns rescanned the rest of the line for each "[", so a
// streamed line of "[" cost its length squared). The meter counts those reads for the cost tests.

import { closeEmphasis, closeMarker, isWhitespace, type HealMeter } from "./heal-markers";

export type { HealMeter } from "./heal-markers";

const isLineBreak = (char: string) => char === "\n" || char === "\r" || char === "\u2028" || char === "\u2029";

/** Whether a line, after spaces, tabs and `>` markers, starts a ``` or ~~~ fence or a $$ math block. */
function opensFence(text: string, meter: HealMeter): boolean {
  let lineStart = 0;
  for (;;) {
    let i = lineStart;
    while (text[i] === " " || text[i] === "\t" || text[i] === ">") i++;
    if (text.startsWith("```", i) || text.startsWith("~~~", i) || text.startsWith("$$", i)) return true;
    while (i < text.length && !isLineBreak(text[i])) i++;
    meter.reads += i - lineStart + 1;
    if (i >= text.length) return false;
    lineStart = i + 1;
  }
}

/** `[text](url` left open at the very end (the url has no `)` or space yet): the text alone. */
function healLinkWithUrl(text: string, meter: HealMeter): string {
  // Where the trailing run without `)` or whitespace starts: the `](` and the url must lie inside it.
  let clean = text.length;
  while (clean > 0 && text[clean - 1] !== ")" && !isWhitespace(text[clean - 1])) clean--;
  meter.reads += text.length - clean + 1;
  // Each "[" ends its text at the next `]` or line break; that stop only moves forward as "[" does.
  meter.reads += text.length;
  let stop = 0;
  for (let open = text.indexOf("["); open !== -1; open = text.indexOf("[", open + 1)) {
    if (stop <= open) {
      stop = open + 1;
      while (stop < text.length && text[stop] !== "]" && text[stop] !== "\n") stop++;
      meter.reads += stop - open;
    }
    if (stop >= clean && text[stop] === "]" && text[stop + 1] === "(") {
      const start = open > 0 && text[open - 1] === "!" ? open - 1 : open;
      return text.slice(0, start) + text.slice(open + 1, stop);
    }
  }
  return text;
}

/** `[text` left open at the end of the line: the text alone (the first "[" after the last `]` or break). */
function healOpenLink(text: string, meter: HealMeter): string {
  let from = text.length;
  while (from > 0 && text[from - 1] !== "]" && text[from - 1] !== "\n") from--;
  meter.reads += text.length - from + 1;
  const open = text.indexOf("[", from);
  if (open === -1) return text;
  const start = open > 0 && text[open - 1] === "!" ? open - 1 : open;
  return text.slice(0, start) + text.slice(open + 1);
}

/** How many backticks stand alone (a run of two or more opens no single-tick code). */
function singleTicks(text: string, meter: HealMeter): number {
  meter.reads += text.length;
  let count = 0;
  for (let i = 0; i < text.length; ) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let end = i + 1;
    while (text[end] === "`") end++;
    if (end - i === 1) count++;
    i = end;
  }
  return count;
}

export function healTail(tail: string, meter: HealMeter = { reads: 0 }): string {
  const cut = tail.lastIndexOf("\n\n");
  meter.reads += tail.length - cut;
  const head = tail.slice(0, cut + 1);
  let last = tail.slice(cut + 1);
  if (opensFence(last, meter)) return tail;
  last = healOpenLink(healLinkWithUrl(last, meter), meter);
  if (singleTicks(last, meter) % 2 === 1) last = last.trimEnd() + "`";
  last = closeMarker(last, "**", meter);
  last = closeMarker(last, "~~", meter);
  last = closeEmphasis(last, "*", meter);
  last = closeEmphasis(last, "_", meter);
  return head + last;
}
