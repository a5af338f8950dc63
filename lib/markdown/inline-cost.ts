// What one stanza's inline markdown may cost micromark, counted from above as its lines are read
// (parse-cost.ts splits a block into stanzas: runs of lines that may share a paragraph).
//
// Costs are in characters walked or copied, or in events (tokens micromark made) walked:
// - each run of * _ ~ may walk back over all the paragraph's events to an opener; every event starts
//   at a line or at one of the characters in EVENTS (text between them is one event), so those are counted;
// - each `<` that may open HTML or an autolink scans ahead, up to its `>` when no quote comes first;
// - a code or math span looks ahead once per distinct length of its ` or $ run;
// - each `]` copies its label back to the nearest open `[`, or walks to the paragraph's start (when
//   that `[` is not certain: escaped, in code, HTML or an address, it is charged the longer way);
// - while a `[` is open, each place a literal autolink could start (a word, an "h" after a non-letter)
//   walks back to it: one "[" before 40 KB of "中a" took 20 s;
// - each `[` leaves events that split the text (a link's, or a label's that micromark drops only at
//   the end), and each run of text after them is merged by moving every later event (an array
//   splice): 150 KB of "[a] " took 1-4.6 s, 600 KB 65 s. Counted as if text followed every `[`, which
//   also stops a bare line of them (linear, but a second for 300 KB, on every render while it streams).

export interface InlineCost {
  /** Characters read, for the linear-cost test. */
  reads: number;
  /** Runs of * _ ~: each may walk all the stanza's events. */
  runs: number;
  /** Lines, and characters that may start an event. */
  events: number;
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
  /** Characters autolink checks may walk back to an open `[`. */
  autolinkWalks: number;
  /** Each `[`: the text after it may be merged by moving every later event. */
  brackets: number;
  length: number;
  /** A `]:` closed a label opened at a line's start: the stanza may define a link, which reference links copy. */
  definition: boolean;
  /** A line's content started with `[`, and no unescaped `]` has come since. */
  definitionLabel: boolean;
  closingBrackets: number;
  /** Offset of the last `[` since the last `]`, while it certainly opens a label; else -1. */
  open: number;
  /** Offset of the oldest `[` that may still be open and that no `]` certainly closed; else -1. */
  unclosed: number;
  /** Since `open`: a character that may end a math span, HTML or a link's URL, or escape; and a backtick. */
  dirty: boolean;
  ticked: boolean;
  /** Runs of backticks, and labels that were one code span ([`name`]) holding two of them. */
  tickRuns: number;
  codeLabels: number;
  /** Every backtick before `open` was in such a label: the `[` is not in code. */
  openOutsideCode: boolean;
}

export function createInlineCost(): InlineCost {
  return {
    reads: 0,
    runs: 0,
    events: 0,
    scans: 0,
    ticks: 0,
    dollars: 0,
    labels: 0,
    tags: 0,
    openTags: 0,
    openTagOffsets: 0,
    tagQuote: "",
    autolinkWalks: 0,
    brackets: 0,
    length: 0,
    definition: false,
    definitionLabel: false,
    closingBrackets: 0,
    open: -1,
    unclosed: -1,
    dirty: false,
    ticked: false,
    tickRuns: 0,
    codeLabels: 0,
    openOutsideCode: false,
  };
}

// A character of a link label costs about two steps of the other walks (walked, copied, normalised).
const LABEL_WEIGHT = 2;
// Moving an event is a copy in an array splice: about a hundredth of a step.
const MOVES_PER_STEP = 100;

/** The stanza's total, in steps of a walk over one event or character. */
export function inlineWork(cost: InlineCost): number {
  const scans = cost.scans + cost.openTags + cost.ticks + cost.dollars;
  const moves = (cost.brackets * cost.events) / MOVES_PER_STEP;
  return cost.runs * cost.events + scans * cost.length + LABEL_WEIGHT * cost.labels + cost.tags + cost.autolinkWalks + moves;
}

// Where micromark's text tokens can start, and about how many events each makes (a link's `]` ends
// a dozen tokens: label, resource, destination and their markers): markers, escapes, references, code,
// math, HTML, labels and their destinations, and the ., : and @ every literal autolink holds.
const EVENTS: Record<string, number> = { "]": 8, "`": 3 };
for (const ch of "*_~[!<&\\$()\"'.:@") EVENTS[ch] = 1;

const ENDS_A_SPAN = new Set(["$", "<", ">", ")", "\\"]);

function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isAtext(code: number): boolean {
  return isAsciiAlnum(code) || code === 43 || code === 45 || code === 46 || code === 95;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Where micromark's literal autolink checks run (email, www. and http starts), each walking back to an open `[`. */
function autolinkCheck(line: string, i: number): boolean {
  const code = line.charCodeAt(i);
  const before = line.charCodeAt(i - 1); // NaN at the line's start: a line ending
  if (isAtext(code) && !(before === 47 || isAtext(before))) return true;
  return (code === 72 || code === 104) && !isAsciiLetter(before);
}

/**
 * Whether line[open..close] is `[`, a backtick run, text without backticks or pipes, the same run,
 * `]`: a label that is one code span. With no other backtick before it, the span is certainly
 * code from run to run, so nothing in it can end the label early or swallow its `]`.
 */
function isCodeLabel(line: string, open: number, close: number): boolean {
  let a = open + 1;
  while (line[a] === "`") a++;
  let b = close;
  while (b > a && line[b - 1] === "`") b--;
  if (a - open - 1 === 0 || close - b !== a - open - 1) return false;
  for (let i = a; i < b; i++) if (line[i] === "`" || line[i] === "|") return false;
  return true;
}

const isTagStart = (ch: string | undefined) => ch !== undefined && /[A-Za-z/]/.test(ch);

/** Leaves `[` at `at` possibly open for good: no `]` will be counted as closing it. */
function leaveOpen(cost: InlineCost, at: number): void {
  if (at >= 0 && (cost.unclosed < 0 || at < cost.unclosed)) cost.unclosed = at;
}

/**
 * Adds a line's inline markers, from `from` (after its list and quote markers), to the stanza.
 * A `]` certainly closes the last `[` when that `[` is not escaped, not in an address (a literal
 * autolink may swallow it), and nothing between them may end a span either could be in: then the
 * `]` copies only the label, and the `[` is closed for the autolink checks.
 */
export function addLine(cost: InlineCost, line: string, from: number): void {
  cost.reads += line.length - from;
  let run = 0;
  let address = false;
  let escapes = 0;
  if (line[from] === "[") cost.definitionLabel = true;
  for (let i = from; i < line.length; i++) {
    const ch = line[i];
    const at = cost.length + i;
    run = i > from && ch === line[i - 1] ? run + 1 : 1;
    if (ch === " " || ch === "\t") address = false;
    else if (ch === ":" || ch === "." || ch === "@") address = true;
    if (ENDS_A_SPAN.has(ch)) cost.dirty = true;
    else if (ch === "`") cost.ticked = true;
    const oldest = cost.open >= 0 && cost.unclosed >= 0 ? Math.min(cost.open, cost.unclosed) : Math.max(cost.open, cost.unclosed);
    if (oldest >= 0 && autolinkCheck(line, i)) cost.autolinkWalks += at - oldest;

    if (ch === "`") {
      cost.ticks = Math.max(cost.ticks, run);
      if (run === 1) cost.tickRuns++;
    } else if (ch === "$") cost.dollars = Math.max(cost.dollars, run);
    else if (ch === "[") {
      cost.brackets++;
      leaveOpen(cost, cost.open);
      const plain = escapes === 0 && !address;
      cost.open = plain ? at : -1;
      cost.openOutsideCode = cost.tickRuns === 2 * cost.codeLabels;
      cost.dirty = cost.ticked = false;
      if (!plain) leaveOpen(cost, at);
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
        leaveOpen(cost, cost.open);
      }
      cost.open = -1;
      cost.closingBrackets++;
      if (escapes % 2 === 0 && cost.definitionLabel) {
        cost.definitionLabel = false;
        if (line[i + 1] === ":") cost.definition = true;
      }
    } else if (ch === "<") {
      // "a < b" or "<3" open nothing; "<!--", "<?" and the like may scan to the end.
      if (isTagStart(line[i + 1])) {
        cost.openTags++;
        cost.openTagOffsets += at;
      } else if (line[i + 1] === "!" || line[i + 1] === "?") cost.scans++;
    } else if (ch === ">" && !cost.tagQuote) {
      cost.tags += cost.openTags * at - cost.openTagOffsets;
      cost.openTags = cost.openTagOffsets = 0;
      cost.tagQuote = "";
    } else if ((ch === "\"" || ch === "'") && cost.openTags > 0) {
      // A quoted attribute value may hold a `>`. Taking every quote for one only moves the end later.
      if (!cost.tagQuote) cost.tagQuote = ch;
      else if (cost.tagQuote === ch) cost.tagQuote = "";
    } else if ((ch === "*" || ch === "~") && run === 1) cost.runs++;
    else if (ch === "_" && run === 1 && !(isAsciiAlnum(line.charCodeAt(i - 1)) && isAsciiAlnum(line.charCodeAt(i + 1)))) {
      // An underscore inside a word (snake_case) can neither open nor close emphasis.
      cost.runs++;
    }
    cost.events += EVENTS[ch] ?? 0;
    escapes = ch === "\\" ? escapes + 1 : 0;
  }
  cost.length += line.length + 1;
  cost.events++;
}
