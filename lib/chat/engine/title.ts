// A new conversation is named after its first prompt until the person renames it: its first line of
// words, as plain text (Markdown and LaTeX taken out, since a title is shown as text everywhere), at
// most 60 characters, cut at a word where one is near.

const MAX_TITLE_CHARS = 60;
/** A cut falls back to the last space when it leaves at least this much. */
const MIN_WORD_CUT = 40;

// In order: images and links keep their text, code spans and math their content, LaTeX commands
// their names; then emphasis marks, and a line's block marks (heading, quote, list, task).
const MARKUP: readonly [RegExp, string][] = [
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"],
  [/\[([^\]]+)\]\([^)]*\)/g, "$1"],
  [/(`+)([^`]*?)\1/g, "$2"],
  [/\\[()[\]]/g, " "],
  [/\$\$?([^$]+?)\$\$?/g, "$1"],
  [/\\([a-zA-Z]+)/g, " $1 "],
  [/[{}]/g, " "],
  [/<\/?[a-zA-Z][^>]*>/g, ""],
  [/(\*\*|__|~~|\*|_)(?=\S)(.*?\S)\1/g, "$2"],
  [/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+(\[[ xX]\]\s+)?|\d+[.)]\s+)+/, ""],
];

const FENCE_OR_RULE = /^\s{0,3}(`{3,}|~{3,}|([-*_])(\s*\2){2,}\s*$|\|?[\s:|-]+\|[\s:|-]*$)/;

function plain(line: string): string {
  let text = line;
  for (const [pattern, replacement] of MARKUP) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, " ").trim();
}

function shorten(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= MAX_TITLE_CHARS) return text;
  const head = chars.slice(0, MAX_TITLE_CHARS - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space >= MIN_WORD_CUT ? head.slice(0, space) : head).trimEnd()}…`;
}

export function titleFromPrompt(text: string, attachmentNames: string[] = []): string {
  const lines = text.split(/\r\n|\r|\n/).filter((line) => !FENCE_OR_RULE.test(line));
  const words = lines.map(plain).find((line) => /[^\s\p{P}]/u.test(line));
  return shorten(words || attachmentNames[0] || "New chat");
}
