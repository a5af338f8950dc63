// What one stanza's inline markdown may cost micromark, counted from above as its lines are read
// (parse-cost.ts splits a block into stanzas: runs of lines that may share a paragraph).
//
// Costs are in characters walked or copied, or in events (tokens micromark made) walked:
// - each run of * _ ~ may walk back over all the paragraph's events to an opener; every event starts
//   at a line or at one of the characters in EVENTS (text between them is one event), so those are counted;
// - each `<` that may open HTML or an autolink scans ahead, up to its `>` when no quote comes first;
// - a code or math span looks ahead once per distinct length of its ` or $ run;
// - each `]` copies its label back to the nearest open `[`, or walks to the paragraph's start (when
//   that `[` is not certain: in code, HTML or an address, it is charged the longer way). An escaped
//   `[` or `]` is text: it opens no label and closes none;
// - while a `[` is open, each place a literal autolink could start (a word, an "h" after a non-letter)
//   walks back to it over the events since, the text each such place split off among them: one "["
//   before 40 KB of "中a" took 20 s;
// - each token (a `[`, an escape, a reference, a code or math sequence, HTML) ends the text before
//   it, and each run of text after one is merged by moving every later event, text split at autolink
//   checks included (an array splice): 150 KB of "[a] " took 1-4.6 s, 600 KB 65 s; of "`a` b, "
//   3 s. Counted as if text followed every token, which also stops a bare line of `[` (linear, but a
//   second for 300 KB, on every render while it streams).
// With math on (remark-math), a `$` run that certainly opens a math span makes the span one token:
// nothing in it is markdown, so LaTeX's brackets, underscores and stars cost nothing.

import {
  autolinkCheck,
  escapesNext,
  isCodeLabel,
  isFootnoteLabel,
  isIntrawordUnderscore,
  isTagStart,
  mathSpanEnd,
  mayStartReference,
  type SpanHolders,
} from "@/lib/markdown/inline-syntax";

export interface InlineCost {
  /** Characters read, for the linear-cost test. */
  reads: number;
  /** Runs of * _ ~: each may walk all the stanza's events. */
  runs: number;
  /** Lines, and characters that may start an event. */
  events: number;
  /** Events, and the text tokens autolink checks split off: what walks back and splices move. */
  marks: number;
  /** Each `<` that may scan to the stanza's end. */
  scans: number;
  /** Longest run of backticks, and of dollars. */
  ticks: number;
  dollars: number;
  /** Characters the `]` may copy or walk. */
  labels: number;
  /** Characters the `<` closed by a `>` may scan. */
  tags: number;
  /** Count and offset sum of the `<` waiting for a `>` (each then costs its distance to it). */
  openTags: number;
  openTagOffsets: number;
  /** The quote of an attribute value the open tags may be in: its `>` do not end them. */
  tagQuote: string;
  /** Marks autolink checks may walk back over to an open `[`. */
  autolinkWalks: number;
  /** Tokens the text after which may be merged by moving every later event. */
  splits: number;
  length: number;
  /** A `]:` closed a label opened at a line's start: the stanza may define a link, which reference links copy. */
  definition: boolean;
  /** A line's content started with `[`, and no unescaped `]` has come since. */
  definitionLabel: boolean;
  closingBrackets: number;
  /** Offset and mark of the last `[` since the last `]`, while it certainly opens a label; else -1. */
  open: number;
  openMark: number;
  /** Mark of the oldest `[` that may still be open and that no `]` certainly closed; else -1. */
  unclosed: number;
  /** Since `open`: a character that may end a math span, HTML or a link's URL; and a backtick. */
  dirty: boolean;
  ticked: boolean;
  /** Runs of backticks, and labels that were one code span ([`name`]) holding two of them. */
  tickRuns: number;
  codeLabels: number;
  /** Every backtick before `open` was in such a label: the `[` is not in code. */
  openOutsideCode: boolean;
  /** Math is parsed: a `$` run may open a math span. */
  math: boolean;
  /** A `$` run came that is not certainly a whole span: a later one may close it rather than open one. */
  dollarsUncertain: boolean;
  /** What may hold a `$`: a comment's `<!` (which a `>` may not close), a `](`, a raw label, a table. */
  holders: SpanHolders;
}

export interface StanzaOptions {
  /** Math is parsed (remark-math). */
  math?: boolean;
  /** The block may hold a table. */
  table?: boolean;
}

export function createInlineCost({ math = false, table = false }: StanzaOptions = {}): InlineCost {
  return {
    reads: 0,
    runs: 0,
    events: 0,
    marks: 0,
    scans: 0,
    ticks: 0,
    dollars: 0,
    labels: 0,
    tags: 0,
    openTags: 0,
    openTagOffsets: 0,
    tagQuote: "",
    autolinkWalks: 0,
    splits: 0,
    length: 0,
    definition: false,
    definitionLabel: false,
    closingBrackets: 0,
    open: -1,
    openMark: -1,
    unclosed: -1,
    dirty: false,
    ticked: false,
    tickRuns: 0,
    codeLabels: 0,
    openOutsideCode: false,
    math,
    dollarsUncertain: false,
    holders: { angle: false, resource: false, label: false, table },
  };
}

// A character of a link label costs about two steps of the other walks (walked, copied, normalised).
const LABEL_WEIGHT = 2;
// Moving an event is a copy in an array splice: about a hundredth of a step.
const MOVES_PER_STEP = 100;
// An autolink check's walk looks at each event's type and little else: 2-3 ns an event, against
// 100 ns and more for a step of the emphasis walks (40 KB of "[" then "中a" or words walk 2.5 ns a mark).
const WALKS_PER_STEP = 20;

/** The stanza's total, in steps of a walk over one event or character. */
export function inlineWork(cost: InlineCost): number {
  const scans = cost.scans + cost.openTags + cost.ticks + cost.dollars;
  const moves = (cost.splits * cost.marks) / MOVES_PER_STEP;
  const walks = cost.autolinkWalks / WALKS_PER_STEP;
  return cost.runs * cost.events + scans * cost.length + LABEL_WEIGHT * cost.labels + cost.tags + walks + moves;
}

// Where micromark's text tokens can start, and about how many events each makes (a link's `]` ends
// a dozen tokens: label, resource, destination and their markers): markers, escapes, references, code,
// math, HTML, labels and their destinations, and the ., : and @ every literal autolink holds. An escape,
// a reference and HTML make more where they are ones (ESCAPE, REFERENCE, TAG), a math span 8 in all.
const EVENTS: Record<string, number> = { "]": 8, "`": 3, $: 4 };
for (const ch of "*_~[!<&\\()\"'.:@") EVENTS[ch] = 1;
const ESCAPE = 6;
const REFERENCE = 8;
const TAG = 4;
const MATH_SPAN = 8;

// Characters that may end a math span, HTML or a link's URL (an escaped `]` is known from the count
// of backslashes before it).
const ENDS_A_SPAN = new Set(["$", "<", ">", ")"]);

/** Leaves the `[` that came at `mark` possibly open for good: no `]` will be counted as closing it. */
function leaveOpen(cost: InlineCost, mark: number): void {
  if (mark >= 0 && (cost.unclosed < 0 || mark < cost.unclosed)) cost.unclosed = mark;
}

/** A certain math span from line[i] to `end`: one token, its content read once and otherwise skipped. */
function addMathSpan(cost: InlineCost, line: string, i: number, end: number): void {
  let size = 0;
  while (line[i + size] === "$") size++;
  cost.reads += end - i;
  cost.dollars = Math.max(cost.dollars, size);
  cost.splits += 2;
  cost.events += MATH_SPAN;
  cost.marks += MATH_SPAN;
}

/**
 * Adds a line's inline markers, from `from` (after its list and quote markers), to the stanza.
 * A `]` certainly closes the last `[` when that `[` is not in an address (a literal autolink may
 * swallow it), and nothing between them may end a span either could be in: then the `]` copies
 * only the label, and the `[` is closed for the autolink checks.
 */
export function addLine(cost: InlineCost, line: string, from: number): void {
  cost.reads += line.length - from;
  let run = 0;
  let address = false;
  let escapes = 0;
  let lastEscaped = false;
  if (line[from] === "[") cost.definitionLabel = true;
  for (let i = from; i < line.length; i++) {
    const ch = line[i];
    const at = cost.length + i;
    const escaped = escapes % 2 === 1;
    run = i > from && ch === line[i - 1] ? run + 1 : 1;
    // An escaped marker is text; the run of markers after it starts where it ends.
    const startsRun = !escaped && (run === 1 || (run === 2 && lastEscaped));
    lastEscaped = escaped;
    if (ch === "$" && run === 1 && cost.math && !cost.dollarsUncertain) {
      const held = escaped || address || cost.holders.label;
      const end = held ? -1 : mathSpanEnd(line, i, { ...cost.holders, angle: cost.holders.angle || cost.openTags > 0 });
      if (end > 0) {
        addMathSpan(cost, line, i, end);
        i = end - 1;
        escapes = 0;
        lastEscaped = false;
        continue;
      }
      cost.dollarsUncertain = true;
    }
    if (ch === " " || ch === "\t") address = false;
    else if (ch === ":" || ch === "." || ch === "@") address = true;
    if (ENDS_A_SPAN.has(ch)) cost.dirty = true;
    else if (ch === "`") cost.ticked = true;
    if (autolinkCheck(line, i)) {
      const oldest = cost.openMark >= 0 && cost.unclosed >= 0 ? Math.min(cost.openMark, cost.unclosed) : Math.max(cost.openMark, cost.unclosed);
      if (oldest >= 0) cost.autolinkWalks += cost.marks - oldest;
      cost.marks += 2;
    }
    let events = EVENTS[ch] ?? 0;

    if (ch === "`") {
      cost.ticks = Math.max(cost.ticks, run);
      if (run === 1) {
        cost.tickRuns++;
        cost.splits++;
      }
    } else if (ch === "$") {
      cost.dollars = Math.max(cost.dollars, run);
      if (run === 1) cost.splits++;
    } else if ((ch === "[" || ch === "]") && escaped && !address) {
      // An escape: text, neither opening nor closing a label.
    } else if (ch === "[") {
      if (line[i + 1] === "^" || line[i - 1] === "]") cost.holders.label = true;
      cost.splits++;
      leaveOpen(cost, cost.openMark);
      cost.open = address ? -1 : at;
      cost.openMark = address ? -1 : cost.marks;
      cost.openOutsideCode = cost.tickRuns === 2 * cost.codeLabels;
      cost.dirty = cost.ticked = false;
      if (address) leaveOpen(cost, cost.marks);
    } else if (ch === "]") {
      const local = cost.open - cost.length;
      const clean = cost.open >= 0 && !cost.dirty;
      const codeLabel = clean && local >= from && cost.openOutsideCode && isCodeLabel(line, local, i);
      if (codeLabel) {
        cost.reads += i - local;
        cost.codeLabels++;
      }
      if (codeLabel || (clean && !cost.ticked && !address)) cost.labels += at - cost.open;
      else {
        cost.labels += at + 1;
        leaveOpen(cost, cost.openMark);
      }
      cost.open = cost.openMark = -1;
      cost.closingBrackets++;
      if (!escaped) cost.holders.label = false;
      if (line[i + 1] === "(") cost.holders.resource = true;
      if (!escaped && cost.definitionLabel) {
        cost.definitionLabel = false;
        if (line[i + 1] === ":" && !isFootnoteLabel(line, from, i)) cost.definition = true;
      }
    } else if (ch === "\\" && !escaped && escapesNext(line, i)) {
      cost.splits++;
      events = ESCAPE;
    } else if (ch === "&" && mayStartReference(line, i)) {
      cost.splits++;
      events = REFERENCE;
    } else if (ch === "<" && (isTagStart(line[i + 1]) || line[i + 1] === "!" || line[i + 1] === "?")) {
      // "a < b" or "<3" open nothing; "<!--", "<?" and the like may scan to the end.
      cost.splits++;
      events = TAG;
      if (isTagStart(line[i + 1])) {
        cost.openTags++;
        cost.openTagOffsets += at;
      } else {
        cost.scans++;
        cost.holders.angle = true;
      }
    } else if (ch === ">" && !cost.tagQuote) {
      cost.tags += cost.openTags * at - cost.openTagOffsets;
      cost.openTags = cost.openTagOffsets = 0;
      cost.tagQuote = "";
    } else if ((ch === "\"" || ch === "'") && cost.openTags > 0) {
      // A quoted attribute value may hold a `>`. Taking every quote for one only moves the end later.
      if (!cost.tagQuote) cost.tagQuote = ch;
      else if (cost.tagQuote === ch) cost.tagQuote = "";
    } else if ((ch === "*" || ch === "~" || (ch === "_" && !isIntrawordUnderscore(line, i))) && startsRun) cost.runs++;
    cost.events += events;
    cost.marks += events;
    escapes = ch === "\\" ? escapes + 1 : 0;
  }
  cost.length += line.length + 1;
  cost.events++;
  cost.marks++;
}
