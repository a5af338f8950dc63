// Line-level markdown recognisers used by the incremental block splitter.
// Each works on one line (no trailing "\n") and only answers "could this be X";
// the splitter errs on the side of merging blocks, never of splitting one.

export interface LinePrefix {
  /** Columns of whitespace before the first non-space, non-`>` character (tabs stop every 4). */
  indent: number;
  /** Number of leading `>` blockquote markers. */
  quoteDepth: number;
  /** Index in the line where the content after the prefix starts. */
  contentStart: number;
}

export function isBlank(line: string): boolean {
  return /^[ \t\r]*$/.test(line);
}

function isSpace(ch: string | undefined): boolean {
  return ch === " " || ch === "\t" || ch === "\r" || ch === "\n";
}

/** Reads leading whitespace and blockquote markers. */
export function parsePrefix(line: string): LinePrefix {
  let i = 0;
  let col = 0;
  let quoteDepth = 0;
  for (;;) {
    while (line[i] === " " || line[i] === "\t") {
      col = line[i] === "\t" ? col + 4 - (col % 4) : col + 1;
      i++;
    }
    if (line[i] !== ">") break;
    quoteDepth++;
    i++;
    col = 0;
    if (line[i] === " ") i++;
  }
  return { indent: col, quoteDepth, contentStart: i };
}

export interface ListMarker {
  /** Column where the item's content starts, counted from `start`'s column. */
  contentOffset: number;
  /** Characters the marker and its following spaces take in the line. */
  length: number;
}

/** A bullet or ordered list marker at the start of `text`, or null. */
export function listMarkerAt(text: string): ListMarker | null {
  let i = 0;
  if (text[0] === "-" || text[0] === "*" || text[0] === "+") {
    i = 1;
  } else {
    while (i < 9 && text[i] >= "0" && text[i] <= "9") i++;
    if (i === 0 || (text[i] !== "." && text[i] !== ")")) return null;
    i++;
  }
  if (i < text.length && !isSpace(text[i])) return null;
  const markerWidth = i;
  let spaces = 0;
  while (text[i] === " " && spaces < 5) {
    spaces++;
    i++;
  }
  // An item whose content starts 5+ spaces in begins with indented code: content sits one space after the marker.
  const gap = spaces === 0 || spaces > 4 || i >= text.length ? 1 : spaces;
  return { contentOffset: markerWidth + gap, length: spaces > 4 ? markerWidth + 1 : i };
}

export function isThematicBreak(text: string): boolean {
  return /^([-*_])[ \t]*(?:\1[ \t]*){2,}\r?$/.test(text);
}

/**
 * Where the longest tail of `line` made of one of - * _ and blanks starts. Only a rest of the line
 * starting there can be a thematic break, so a line of many list markers ("- - - … a") need not be
 * tested from each marker.
 */
export function thematicSuffixStart(line: string): number {
  let i = line.length;
  if (line[i - 1] === "\r") i--;
  let kind = "";
  while (i > 0) {
    const ch = line[i - 1];
    if (ch !== " " && ch !== "\t") {
      if (ch !== "-" && ch !== "*" && ch !== "_") break;
      if (kind && ch !== kind) break;
      kind = ch;
    }
    i--;
  }
  return i;
}

export interface FenceOpen {
  char: "`" | "~" | "$";
  size: number;
  info: string;
}

/** A code (``` or ~~~) or math ($$) fence opener at the start of `text`. */
export function fenceOpenAt(text: string): FenceOpen | null {
  const m = /^(`{3,})([^`]*)$|^(~{3,})(.*)$|^(\${2,})([^$]*)$/.exec(text);
  if (!m) return null;
  const run = m[1] ?? m[3] ?? m[5];
  const info = (m[2] ?? m[4] ?? m[6]).trim();
  return { char: run[0] as FenceOpen["char"], size: run.length, info };
}

export function isFenceClose(text: string, char: string, size: number): boolean {
  let i = 0;
  while (text[i] === char) i++;
  if (i < size) return false;
  return isBlank(text.slice(i));
}

const htmlRawTags = /^<(pre|script|style|textarea)(?:[ \t>]|\r?$)/i;

export interface HtmlBlockEnd {
  /** Lower-case text whose appearance ends the block. */
  end: string;
  /** Where, on the opening line, to start looking for it. */
  from: number;
}

/** For HTML blocks that may contain blank lines (CommonMark types 1-5), what ends them; else null. */
export function htmlBlockStart(text: string): HtmlBlockEnd | null {
  if (text[0] !== "<") return null;
  const raw = htmlRawTags.exec(text);
  if (raw) return { end: `</${raw[1].toLowerCase()}>`, from: 1 };
  if (text.startsWith("<!--")) return { end: "-->", from: 4 };
  if (text.startsWith("<?")) return { end: "?>", from: 2 };
  if (text.startsWith("<![CDATA[")) return { end: "]]>", from: 9 };
  if (/^<![A-Za-z]/.test(text)) return { end: ">", from: 2 };
  return null;
}

export type LineStartVerdict = "boundary" | "continue" | "undecided";

/**
 * After a blank line, whether a block boundary falls before the line starting with `head`
 * (its first characters, possibly including the final "\n"). Indented lines continue indented
 * code and list items; inside a list, a new item keeps a loose list in one block.
 */
export function lineStartVerdict(head: string, inList: boolean): LineStartVerdict {
  if (head.length === 0) return "undecided";
  if (isSpace(head[0])) return "continue";
  if (!inList) return "boundary";
  let i = 0;
  if (head[0] === "-" || head[0] === "*" || head[0] === "+") {
    i = 1;
  } else {
    while (i < head.length && i < 10 && head[i] >= "0" && head[i] <= "9") i++;
    if (i === 0 || i > 9) return "boundary";
    if (i === head.length) return "undecided";
    if (head[i] !== "." && head[i] !== ")") return "boundary";
    i++;
  }
  if (i === head.length) return "undecided";
  return isSpace(head[i]) ? "continue" : "boundary";
}
