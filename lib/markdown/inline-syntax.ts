// What micromark may read at one place of a line, for inline-cost.ts: each answers from the line
// alone, erring towards "it may" where the cost of being wrong is a walk not counted.

function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isAtext(code: number): boolean {
  return isAsciiAlnum(code) || code === 43 || code === 45 || code === 46 || code === 95;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** An underscore inside a word (snake_case): it can neither open nor close emphasis. */
export function isIntrawordUnderscore(line: string, i: number): boolean {
  return isAsciiAlnum(line.charCodeAt(i - 1)) && isAsciiAlnum(line.charCodeAt(i + 1));
}

/**
 * Where micromark's literal autolink checks run (email, www. and http starts): each walks back to an
 * open `[`, and each that fails ends the text token before it, so the text holds one more token.
 */
export function autolinkCheck(line: string, i: number): boolean {
  const code = line.charCodeAt(i);
  const before = line.charCodeAt(i - 1); // NaN at the line's start: a line ending
  if (isAtext(code) && !(before === 47 || isAtext(before))) return true;
  return (code === 72 || code === 104) && !isAsciiLetter(before);
}

/** The `\` at line[i] (not itself escaped) escapes the next character: ASCII punctuation. */
export function escapesNext(line: string, i: number): boolean {
  return /[!-/:-@[-`{-~]/.test(line[i + 1] ?? "");
}

/** The `&` at line[i] may start a character reference (`&amp;`, `&#38;`). */
export function mayStartReference(line: string, i: number): boolean {
  return /[A-Za-z#]/.test(line[i + 1] ?? "");
}

export const isTagStart = (ch: string | undefined) => ch !== undefined && /[A-Za-z/]/.test(ch);

/**
 * Whether line[open..close] is `[`, a backtick run, text without backticks or pipes, the same run,
 * `]`: a label that is one code span. With no other backtick before it, the span is certainly
 * code from run to run, so nothing in it can end the label early or swallow its `]`.
 */
export function isCodeLabel(line: string, open: number, close: number): boolean {
  let a = open + 1;
  while (line[a] === "`") a++;
  let b = close;
  while (b > a && line[b - 1] === "`") b--;
  if (a - open - 1 === 0 || close - b !== a - open - 1) return false;
  for (let i = a; i < b; i++) if (line[i] === "`" || line[i] === "|") return false;
  return true;
}

/**
 * Whether line[open..close] is the label of a footnote definition, `[^name]`: GFM reads such a
 * line as a footnote (a container), never as a link definition, when the name is 1-999 characters
 * without blanks or brackets.
 */
export function isFootnoteLabel(line: string, open: number, close: number): boolean {
  return line[open] === "[" && line[open + 1] === "^" && close - open > 2 && close - open < 1000 && !/[\s[\]]/.test(line.slice(open + 2, close));
}

/** Whether the line's content, from `start`, opens a footnote definition (`[^1]: …`), which may hold lists and quotes. */
export function opensFootnote(line: string, start: number): boolean {
  if (line[start] !== "[" || line[start + 1] !== "^") return false;
  const close = line.indexOf("]", start);
  return close > 0 && line[close + 1] === ":" && isFootnoteLabel(line, start, close);
}

/** What may hold a `$` and end after it, so that it opens no math span. */
export interface SpanHolders {
  /** A `<` not closed by a `>`: HTML or an autolink, which a `>` ends. */
  angle: boolean;
  /** A `](`: a link's resource, which a `)` may end. */
  resource: boolean;
  /** A `[^` or `][`: a footnote's or a reference's label, taken raw up to its `]`. */
  label: boolean;
  /** A delimiter row in the block: a table row's cells, which a `|` ends, are parsed apart. */
  table: boolean;
}

/**
 * Where the math span opened by the `$` run at line[i] ends (the index after its closing run), or -1
 * when that is not certain from this line. micromark ends the span at the next run of as many
 * dollars, whatever lies between; the caller checks that nothing before the run may hold it (an
 * escape, a literal autolink, a raw label, a dollar that may pair with it). What could hold the run
 * instead and end inside the span would leave the rest of it markdown: a code span (a backtick), or
 * one of the holders.
 */
export function mathSpanEnd(line: string, i: number, holders: SpanHolders): number {
  let size = 0;
  while (line[i + size] === "$") size++;
  for (let j = i + size; j < line.length; j++) {
    const ch = line[j];
    if (ch === "`" || (holders.angle && ch === ">") || (holders.resource && ch === ")") || (holders.table && ch === "|")) return -1;
    if (ch !== "$") continue;
    let end = j;
    while (line[end] === "$") end++;
    if (end - j === size) return end;
    j = end - 1;
  }
  return -1;
}
