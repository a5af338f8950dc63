// Each view part as Markdown, for the export: the parts the blocks renderers draw, written from a
// map keyed by part type (beside PART_RENDERERS), so a new part type does not compile until it has
// a Markdown form. The strings are English, like the rest of the export.

import { replaceCitationMarks } from "./citation-mark";
import type { Footnotes } from "./footnotes";
import { codeSpan, fenced, link, quoted } from "./markdown-syntax";
import type { StructuredPart, TextPart, ThinkingPart, ToolCallPart, ToolCallStatus, ViewPart, ViewPartType, WebSearchPart } from "./parts";
import { jsonValue, toolText } from "./tool-input";

type PartMarkdown = { [T in ViewPartType]: (part: Extract<ViewPart, { type: T }>, notes: Footnotes) => string };

function thinking(part: ThinkingPart): string {
  if (part.text === "") return "";
  return `<details>\n<summary>Thinking</summary>\n\n${quoted(part.text)}\n\n</details>`;
}

/** Citation marks become footnote references; a source whose mark was left out (inside code) still gets one. */
function text(part: TextPart, notes: Footnotes): string {
  const byNumber = new Map(part.citations.map((citation) => [citation.number, citation]));
  const marked = new Set<number>();
  const body = replaceCitationMarks(part.text, (number) => {
    const citation = byNumber.get(number);
    if (!citation) return "";
    marked.add(number);
    return notes.ref(citation);
  });
  const unmarked = part.citations.filter((citation) => !marked.has(citation.number)).map((citation) => notes.ref(citation));
  return [body, unmarked.join("")].filter((block) => block.trim() !== "").join("\n\n");
}

function toolBlock(value: Record<string, unknown> | string): string {
  const { text, json } = toolText(value);
  return fenced(text, json ? "json" : "");
}

/** What a call without a result says. */
const WITHOUT_RESULT: Record<ToolCallStatus, string> = {
  running: "_Running…_",
  done: "",
  error: "",
  "not-run": "_Not run: the reply ended without a result for this call._",
  stopped: "_Not run: the tool loop stopped before this call._",
  waiting: "_Waiting for a result._",
};

function toolCall(part: ToolCallPart): string {
  const result = part.result
    ? `${part.result.isError ? "Error" : "Result"}:\n\n${toolBlock(part.result.content)}`
    : WITHOUT_RESULT[part.status];
  return [`Tool call: ${codeSpan(part.name)}`, toolBlock(part.input), result, resultImages(part)].filter(Boolean).join("\n\n");
}

/** Images the tool returned: linked when they are addresses; inline bytes are only counted. */
function resultImages(part: ToolCallPart): string {
  const images = part.resultImages ?? [];
  if (images.length === 0) return "";
  const named = images.map((source, index) => (source.type === "url" ? link(`Image ${index + 1}`, source.url) : `Image ${index + 1} (inline)`));
  return `_Images: ${named.join(", ")}_`;
}

function searchOutcome(part: WebSearchPart): string {
  if (part.status === "searching") return "_Searching…_";
  if (part.status === "error") return part.error ? `_Search failed: ${part.error}_` : "_The search did not finish._";
  if (!part.resultsVisible) return "_The results went straight to the model._";
  if (part.results.length === 0) return "_No results._";
  return part.results.map((result) => `- ${link(result.title, result.url)}${result.age ? ` · ${result.age}` : ""}`).join("\n");
}

function webSearch(part: WebSearchPart): string {
  const heading = part.query ? `Web search: “${part.query}”` : "Web search";
  return `${heading}\n\n${searchOutcome(part)}`;
}

/** A reply asked for JSON: its text exactly as received (it is the answer), fenced as JSON when it parses. */
function structured(part: StructuredPart): string {
  return `Structured output:\n\n${fenced(part.text, jsonValue(part.text) === undefined ? "" : "json")}`;
}

export const PART_MARKDOWN: PartMarkdown = {
  thinking,
  text,
  structured,
  "tool-call": toolCall,
  "web-search": webSearch,
};

/** A reply's parts as Markdown blocks; citations are noted in `notes`, shared by the whole document. */
export function partsMarkdown(parts: readonly ViewPart[], notes: Footnotes): string {
  return parts
    .map((part) => (PART_MARKDOWN[part.type] as (part: ViewPart, notes: Footnotes) => string)(part, notes))
    .filter(Boolean)
    .join("\n\n");
}
