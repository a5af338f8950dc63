// What parsing one block of markdown may cost, counted in one pass before react-markdown sees it.
//
// micromark is linear except where a construct walks over the text around it, once per occurrence
// (measured by hand; the crafted blocks and their timings are in test-support/cost-fixtures.ts):
// - inline markers walk, copy or move their paragraph (inline-cost.ts): 40 KB of `*_` took minutes,
//   300 KB of `[` a second on every render while it streamed;
// - each line that closes a list item holding more containers, lazily continues one or a quote, or
//   underlines a setext heading, may copy or walk the events of the whole block: 16 000 lines of
//   "- a\n  - b" took 27 s (an item beside one holding nothing more costs nothing: 16 000 lines of
//   "- [ ] a" take 1.3 s, linearly);
// - markers nested on one line ("- - - a", "> > > a") cost more than linearly and overflow the stack;
// - a table draws columns × rows cells however short its rows are: 5 KB drew 780 000 cells;
// - a reference link copies its definition's URL: 20 KB drew 17 MB.
// Each gets a count from above; a block past a limit is drawn as plain text (withinParseLimits).
import { addLine, createInlineCost, inlineWork, type InlineCost } from "@/lib/markdown/inline-cost";
import { opensFootnote } from "@/lib/markdown/inline-syntax";
import { fenceOpenAt, isBlank, isFenceClose, isThematicBreak, listMarkerAt, thematicSuffixStart } from "@/lib/markdown/line-syntax";

export interface ParseCost {
  /** Inline work summed over stanzas: runs of lines that may share a paragraph (inline-cost.ts). */
  inlineWork: number;
  /** Lines and container markers that may walk the block, times the events in it (lines, markers, indents). */
  containerWork: number;
  /** Most list and quote markers opening one line. */
  nesting: number;
  /** Cells a table may draw: the widest delimiter row's columns times the block's lines. */
  tableCells: number;
  /** Characters reference links may copy: `]` count times the length of stanzas holding a `]:`. */
  referenceCopies: number;
  /** Characters read while counting: a small multiple of the length. */
  reads: number;
}

// Work is allowed in proportion to the block's size: about 150 inline and 200 container steps a
// character (a step costs 0.05-0.5 µs). A paragraph or table may hold emphasis every 20 characters
// for several thousand characters, and any number of well-formed links. The worst crafted 40 KB block
// found within the limits renders in 0.3-2 s, ordinary markdown of that size in 0.2-0.4 s.
export const PARSE_LIMITS = {
  inlineWorkPerChar: 150,
  containerWorkPerChar: 200,
  nesting: 32,
  tableCells: (length: number) => Math.max(length, 10_000),
  referenceCopies: (length: number) => Math.max(length, 100_000),
};

export interface ParseOptions {
  /** Math is parsed (remark-math): `$` may open a math span. */
  math?: boolean;
}

export function withinParseLimits(block: string, options: ParseOptions = {}): boolean {
  const cost = parseCost(block, options);
  const n = block.length;
  return (
    cost.inlineWork <= PARSE_LIMITS.inlineWorkPerChar * n &&
    cost.containerWork <= PARSE_LIMITS.containerWorkPerChar * n &&
    cost.nesting <= PARSE_LIMITS.nesting &&
    cost.tableCells <= PARSE_LIMITS.tableCells(n) &&
    cost.referenceCopies <= PARSE_LIMITS.referenceCopies(n)
  );
}

interface Fence {
  char: string;
  size: number;
}

/** The line without up to three leading spaces, or null when it is indented further or by a tab. */
function unindented(line: string): string | null {
  let i = 0;
  while (i < 4 && line[i] === " ") i++;
  return i === 4 || line[i] === "\t" ? null : line.slice(i);
}

/** A ``` or ~~~ fence opening an unindented line. */
function topLevelFence(line: string): Fence | null {
  const content = unindented(line);
  const open = content === null ? null : fenceOpenAt(content);
  return open && open.char !== "$" ? { char: open.char, size: open.size } : null;
}

/** A bullet or "1." item with content, or an ATX heading, on an unindented line: it always ends a paragraph. */
function startsParagraph(line: string): boolean {
  const content = unindented(line);
  if (!content) return false;
  const ch = content[0];
  if (ch === "#") return /^#{1,6}(?:[ \t]|$)/.test(content.slice(0, 8));
  const bullet = (ch === "-" || ch === "*" || ch === "+") && (content[1] === " " || content[1] === "\t");
  return (bullet || /^1[.)][ \t]/.test(content.slice(0, 3))) && !isBlank(content.slice(2));
}

interface OrderedItem {
  delimiter: string;
  /** Column where the item's content starts: a line indented this far continues the item. */
  column: number;
}

/** An ordered list item with content, at the very start of a line. */
function orderedItem(line: string): OrderedItem | null {
  let digits = 0;
  while (line[digits] >= "0" && line[digits] <= "9") digits++;
  const marker = digits > 0 ? listMarkerAt(line) : null;
  if (!marker || isBlank(line.slice(marker.length))) return null;
  return { delimiter: line[digits], column: marker.contentOffset };
}

function leadingSpaces(line: string): number {
  let i = 0;
  while (line[i] === " ") i++;
  return i;
}

interface Prefix {
  markers: number;
  /** The last marker opens a list item with content (a bullet always does, a number where it may interrupt a paragraph). */
  item: boolean;
  /** That item's marker is a number. */
  ordered: boolean;
  /** Columns of blanks among the markers. */
  indent: number;
  /** Where the line's content starts. */
  end: number;
  reads: number;
}

/** The list and quote markers opening a line. */
function containerPrefix(line: string): Prefix {
  let i = 0;
  let markers = 0;
  let indent = 0;
  let reads = 0;
  let breakFrom = -1;
  let item = false;
  let ordered = false;
  for (;;) {
    while (line[i] === " " || line[i] === "\t") indent += line[i++] === "\t" ? 4 : 1;
    if (line[i] === ">") {
      markers++;
      i++;
      item = false;
      continue;
    }
    const ch = line[i];
    if (ch === "-" || ch === "*" || ch === "_") {
      if (breakFrom < 0) {
        breakFrom = thematicSuffixStart(line);
        reads += line.length;
      }
      // From breakFrom on the rest is one break character and blanks: a break, or at most two markers.
      if (i >= breakFrom) {
        reads += line.length - i;
        if (isThematicBreak(line.slice(i))) break;
      }
    }
    const marker = listMarkerAt(line.slice(i));
    if (!marker) break;
    markers++;
    ordered = ch >= "0" && ch <= "9";
    i += marker.length;
    item = true;
  }
  return { markers, item: item && !isBlank(line.slice(i)), ordered, indent, end: i, reads: reads + i };
}

/** Columns of the table `line` could be the delimiter row of (0: it cannot be one). */
function delimiterColumns(line: string): number {
  let pipes = 0;
  let dashes = false;
  for (const ch of line) {
    if (ch === "|") pipes++;
    else if (ch === "-") dashes = true;
    else if (ch !== ":" && ch !== " " && ch !== "\t" && ch !== ">" && ch !== "\r") return 0;
  }
  return dashes ? pipes + 1 : 0;
}

export function parseCost(block: string, options: ParseOptions = {}): ParseCost {
  // A table's rows are split into cells before their inline markdown is read.
  const stanzaOptions = { math: options.math ?? false, table: block.includes("|") && block.split("\n").some((line) => delimiterColumns(line) > 0) };
  let reads = block.length;
  let stanza: InlineCost = createInlineCost(stanzaOptions);
  let inline = 0;
  let definitionChars = 0;
  let closingBrackets = 0;
  let lines = 0;
  let walkers = 0;
  let events = 0;
  let nesting = 0;
  let columns = 0;
  // A fence at the start of the block, or right after such a fence and blank lines, is certainly
  // code (nothing can be open around it): its lines are not markdown, and count only as lines.
  let fence: Fence | null = null;
  let fenceMayOpen = true;
  // The last line was blank, the block's first, or closed a fence: no paragraph is open.
  let afterBreak = true;
  let ordered: OrderedItem | null = null;
  // At most how many containers are open: each takes a marker or, to be continued, at least two
  // columns of indent; a footnote definition opens one no marker shows, and may hold more.
  let depth = 0;

  const endStanza = () => {
    inline += inlineWork(stanza);
    reads += stanza.reads;
    closingBrackets += stanza.closingBrackets;
    if (stanza.definition) definitionChars += stanza.length;
    stanza = createInlineCost(stanzaOptions);
  };

  for (let start = 0; start <= block.length; ) {
    let end = block.indexOf("\n", start);
    if (end === -1) end = block.length;
    const line = block.slice(start, end);
    start = end + 1;
    lines++;
    events++;
    reads += line.length;
    if (fence) {
      const content = unindented(line);
      if (content !== null && isFenceClose(content, fence.char, fence.size)) {
        fence = null;
        fenceMayOpen = afterBreak = true;
      }
      continue;
    }
    if (isBlank(line)) {
      endStanza();
      afterBreak = true;
      continue;
    }
    if (fenceMayOpen) {
      fence = topLevelFence(line);
      fenceMayOpen = fence !== null;
      if (fence) {
        endStanza();
        ordered = null;
        continue;
      }
    }
    // An ordered item ends a paragraph when it may start a list (after a blank line, or as "1.")
    // or continues a list still certainly open: since its first item, every line was an item of
    // it or indented into the item before.
    const item = orderedItem(line);
    const opensItem = item !== null && (afterBreak || item.delimiter === ordered?.delimiter || /^1\D/.test(line));
    if (opensItem) {
      endStanza();
      ordered = item;
    } else {
      if (startsParagraph(line)) endStanza();
      if (!ordered || leadingSpaces(line) < ordered.column) ordered = null;
    }
    afterBreak = false;

    const prefix = containerPrefix(line);
    reads += prefix.reads + line.length;
    nesting = Math.max(nesting, prefix.markers);
    // A new item closes only what the item before it held; any other line may be lazy and keep it
    // open. A numbered item may be lazy too, unless it certainly opens an item (as for paragraphs).
    const newItem = prefix.item && (!prefix.ordered || (opensItem && prefix.markers === 1));
    const level = prefix.markers + (prefix.indent >> 1);
    if (!newItem || depth > level) walkers += 1 + prefix.markers;
    const opened = opensFootnote(line, prefix.end) ? Infinity : level;
    depth = newItem ? opened : Math.max(depth, opened);
    // Each list item a line continues takes at least two columns of its indent.
    events += prefix.markers + (prefix.indent >> 1);
    columns = Math.max(columns, delimiterColumns(line));
    addLine(stanza, line, prefix.end);
  }
  endStanza();

  return {
    inlineWork: inline,
    containerWork: walkers * events,
    nesting,
    tableCells: columns * lines,
    referenceCopies: closingBrackets * definitionChars,
    reads,
  };
}
