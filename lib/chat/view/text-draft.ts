// Merges consecutive text blocks into one markdown text, numbering cited sources and appending a
// mark after each cited block: a markdown link `[\[n\]](<url> "cited text")`, so the number links to
// its source and shows the passage it cites on hover.

import type { Citation, TextPart } from "./parts";

export interface TextDraft {
  key: string;
  chunks: string[];
  citations: Map<string, Citation>;
  lastBlock: number;
}

export function startText(key: string): TextDraft {
  return { key, chunks: [], citations: new Map(), lastBlock: -1 };
}

interface SourceRef {
  url: string;
  title: string;
  citedText: string;
}

function sourceOf(raw: unknown): SourceRef | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { url, title, cited_text: citedText } = raw as Record<string, unknown>;
  if (typeof url !== "string" || url === "") return null;
  return {
    url,
    title: typeof title === "string" && title !== "" ? title : url,
    citedText: typeof citedText === "string" ? citedText : "",
  };
}

function countBackticks(chunks: readonly string[]): number {
  let count = 0;
  for (const chunk of chunks) for (let i = chunk.indexOf("`"); i !== -1; i = chunk.indexOf("`", i + 1)) count++;
  return count;
}

/** `[\[n\]](<url> "title")`, escaped so neither the URL nor the title can end the link early. */
function citationMark(number: number, source: SourceRef): string {
  const url = source.url.replace(/[<>\s]/g, (c) => encodeURIComponent(c));
  const hover = (source.citedText || source.title).replace(/\s+/g, " ").trim();
  const title = (hover.length > 300 ? `${hover.slice(0, 299)}…` : hover).replace(/[\\"]/g, (c) => `\\${c}`);
  return `[\\[${number}\\]](<${url}> "${title}")`;
}

/** Inserts the marks before trailing whitespace, so a mark never starts a new markdown line. */
function withMarks(text: string, marks: string): string {
  const end = text.trimEnd().length;
  return text.slice(0, end) + marks + text.slice(end);
}

export function appendText(
  draft: TextDraft,
  text: string,
  rawCitations: readonly unknown[] | undefined,
  numbers: Map<string, number>,
  blockIndex: number,
): void {
  draft.lastBlock = blockIndex;
  if (!rawCitations || rawCitations.length === 0) {
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
    if (!blockMarks.has(number)) blockMarks.set(number, citationMark(number, source));
  }
  // Inside an open code span or fence a mark would show as literal backslashes: leave it out there.
  const insideCode = (countBackticks(draft.chunks) + countBackticks([text])) % 2 === 1;
  const marks = [...blockMarks.values()].join("");
  draft.chunks.push(insideCode || marks === "" ? text : withMarks(text, marks));
}

export function finishText(draft: TextDraft, streaming: boolean): TextPart {
  const citations = [...draft.citations.values()].sort((a, b) => a.number - b.number);
  const text = draft.chunks.length === 1 ? draft.chunks[0] : draft.chunks.join("");
  return { type: "text", key: draft.key, text, citations, streaming };
}
