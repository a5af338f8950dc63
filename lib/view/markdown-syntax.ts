// Markdown constructs for the export, safe whatever text they wrap: fences and code spans longer
// than any backtick run inside, quotes that keep blank lines, links whose title or URL cannot end
// them early.

import { safeUrl } from "@/lib/markdown/safe-url";

function longestRun(text: string): number {
  return Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
}

/** A fenced code block, fenced with more backticks than any run inside `body`. */
export function fenced(body: string, lang = ""): string {
  const fence = "`".repeat(Math.max(3, longestRun(body) + 1));
  return `${fence}${lang}\n${body}\n${fence}`;
}

/** A code span, padded when the text starts or ends with a backtick. */
export function codeSpan(text: string): string {
  const ticks = "`".repeat(longestRun(text) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** Every line quoted; blank lines stay inside the quote. */
export function quoted(text: string): string {
  return text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/**
 * `[title](url)`; brackets in the title are escaped, and whitespace, <, > and parentheses in the URL
 * encoded. A URL the UI would not link (javascript:, data:, …) leaves the title as plain text, so an
 * exported file is no safer to open than the chat.
 */
export function link(title: string, url: string): string {
  const text = title.replace(/[\\[\]]/g, (c) => `\\${c}`);
  if (safeUrl(url) === "") return text;
  const target = url.replace(/[\s<>()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `[${text}](${target})`;
}
