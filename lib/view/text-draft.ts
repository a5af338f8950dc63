// Merges consecutive text blocks into one markdown text, numbering cited sources and appending a
// citation mark (see citation-mark) after each cited block.
//
// While a cited block is still growing (the last block of a streaming turn) its marks wait until it
// is finished: marks after growing text would make every new text differ from the previous one before
// its end, and the markdown feed would re-split the whole reply on every token.

import { isRecord } from "@/lib/protocol/is-record";
import { citationMark } from "./citation-mark";
import type { Citation, TextPart } from "./parts";

export interface TextDraft {
  key: string;
  chunks: string[];
  citations: Map<string, Citation>;
  lastBlock: number;
  /**
   * Whether chunks[0..scanned) hold an odd number of backticks (an open code span or fence). Counted
   * only when a cited block needs it: scanning every block as it is added rescanned the whole growing
   * text of a streaming reply on every frame.
   */
  oddBackticks: boolean;
  scanned: number;
  /** The growing block's pieces, when it is one (see TextPart.pieces). */
  pieces?: readonly string[];
}

export function startText(key: string): TextDraft {
  return { key, chunks: [], citations: new Map(), lastBlock: -1, oddBackticks: false, scanned: 0 };
}

/** A copy that later blocks can be added to without changing `draft` (a streaming turn's frame). */
export function forkText(draft: TextDraft): TextDraft {
  const citations = new Map([...draft.citations].map(([url, citation]) => [url, { ...citation, citedTexts: [...citation.citedTexts] }]));
  return { ...draft, chunks: [...draft.chunks], citations };
}

interface SourceRef {
  url: string;
  title: string;
  citedText: string;
}

function sourceOf(raw: unknown): SourceRef | null {
  if (!isRecord(raw)) return null;
  const { url, title, cited_text: citedText } = raw;
  if (typeof url !== "string" || url === "") return null;
  return {
    url,
    title: typeof title === "string" && title !== "" ? title : url,
    citedText: typeof citedText === "string" ? citedText : "",
  };
}

function oddBackticks(text: string): boolean {
  let odd = false;
  for (let i = text.indexOf("`"); i !== -1; i = text.indexOf("`", i + 1)) odd = !odd;
  return odd;
}

/** Whether the chunks so far and then `text` leave a code span or fence open; scans each chunk once. */
function backticksOpenAfter(draft: TextDraft, text: string): boolean {
  for (; draft.scanned < draft.chunks.length; draft.scanned++) {
    if (oddBackticks(draft.chunks[draft.scanned])) draft.oddBackticks = !draft.oddBackticks;
  }
  return oddBackticks(text) !== draft.oddBackticks;
}

/** Inserts the marks before trailing whitespace, so a mark never starts a new markdown line. */
function withMarks(text: string, marks: string): string {
  const end = text.trimEnd().length;
  return text.slice(0, end) + marks + text.slice(end);
}

/**
 * Adds one text block. `growing`: the block is the last of a streaming turn, so its citation marks
 * are left out until it is finished (its sources are still listed and numbered). `rawCitations` is
 * the block's field as stored: anything but a list reads as none.
 */
export function appendText(
  draft: TextDraft,
  text: string,
  rawCitations: unknown,
  numbers: Map<string, number>,
  blockIndex: number,
  growing = false,
): void {
  draft.lastBlock = blockIndex;
  if (!Array.isArray(rawCitations) || rawCitations.length === 0) {
    draft.chunks.push(text);
    return;
  }
  const blockMarks = new Map<number, string>();
  for (const raw of rawCitations) {
    const source = sourceOf(raw);
    if (!source) continue;
    let number = numbers.get(source.url);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(source.url, number);
    }
    let citation = draft.citations.get(source.url);
    if (!citation) {
      citation = { number, url: source.url, title: source.title, citedTexts: [] };
      draft.citations.set(source.url, citation);
    }
    if (source.citedText && !citation.citedTexts.includes(source.citedText)) citation.citedTexts.push(source.citedText);
    if (!blockMarks.has(number)) blockMarks.set(number, citationMark(number, source.url, source.citedText || source.title));
  }
  // Inside an open code span or fence a mark would show as literal backslashes: leave it out there.
  const insideCode = backticksOpenAfter(draft, text);
  const marks = [...blockMarks.values()].join("");
  draft.chunks.push(growing || insideCode || marks === "" ? text : withMarks(text, marks));
  // Counted on the block's own text: the hover text in its marks may hold backticks of its own.
  draft.oddBackticks = insideCode;
  draft.scanned = draft.chunks.length;
}

export function finishText(draft: TextDraft, streaming: boolean, cut = false): TextPart {
  const citations = [...draft.citations.values()].sort((a, b) => a.number - b.number);
  const text = draft.chunks.length === 1 ? draft.chunks[0] : draft.chunks.join("");
  const part: TextPart = { type: "text", key: draft.key, text, citations, streaming };
  if (cut) part.cut = true;
  // Pieces stand for the whole text only when it is that one block's, as it arrived.
  if (streaming && draft.chunks.length === 1 && draft.pieces) part.pieces = draft.pieces;
  return part;
}
