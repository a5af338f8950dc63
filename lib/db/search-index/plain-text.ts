// A reply's Markdown as the words a person reads, for search: what is indexed and what an excerpt
// shows. Syntax goes (markers, fences, link targets, tags); the text stays. Line-based and
// forgiving, not a parser: an excerpt needs words, not structure, and the index needs it fast.

const RULES: ReadonlyArray<[RegExp, string]> = [
  // Fences and their language, rules and table separator rows.
  [/^[ \t]*(```|~~~)[^\n]*$/gm, ""],
  [/^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/gm, ""],
  [/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm, ""],
  // Headings, quotes and list markers at the start of a line.
  [/^[ \t]*#{1,6}[ \t]+/gm, ""],
  [/^[ \t]*(>[ \t]?)+/gm, ""],
  [/^[ \t]*([-*+]|\d{1,9}[.)])[ \t]+(\[[ xX]\][ \t]+)?/gm, ""],
  // Images and links keep their text; autolinks their address; HTML tags go.
  [/!\[([^\]\n]*)\]\([^)\n]*\)/g, "$1"],
  [/\[([^\]\n]+)\]\([^)\n]*\)/g, "$1"],
  [/\[([^\]\n]+)\]\[[^\]\n]*\]/g, "$1"],
  [/<((?:https?|mailto):[^>\s]+)>/g, "$1"],
  [/<\/?[a-zA-Z][^>\n]*>/g, ""],
  // Emphasis, strike-through and code spans around words (an escaped marker is not one).
  [/(^|[^\\])(\*\*|__|~~)(?=\S)([^\n]*?[^\s\\])\2/g, "$1$3"],
  [/(^|[^\w*\\])\*(?=\S)([^*\n]*?[^\s\\])\*(?![\w*])/g, "$1$2"],
  [/(^|[^\w\\])_(?=\S)([^_\n]*?[^\s\\])_(?!\w)/g, "$1$2"],
  [/`+([^`\n]+?)`+/g, "$1"],
  // Table cell borders, and backslash escapes.
  [/[ \t]*\|[ \t]*/g, " "],
  [/\\([\\`*_{}[\]()#+\-.!|~<>$])/g, "$1"],
];

export function markdownToPlain(markdown: string): string {
  let text = markdown;
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text;
}
