// A citation mark in reply text: a markdown link `[\[n\]](<url> "cited text")`, so the number links
// to its source and shows the passage it cites on hover. Written here while text parts are derived,
// and read back here where a mark must become something else (a footnote, nothing in search text).

const HOVER_LENGTH = 300;

/** `[\[n\]](<url> "hover")`, escaped so neither the URL nor the hover text can end the link early. */
export function citationMark(number: number, url: string, hover: string): string {
  const target = url.replace(/[<>\s]/g, (c) => encodeURIComponent(c));
  const line = hover.replace(/\s+/g, " ").trim();
  const cut = line.length > HOVER_LENGTH ? `${line.slice(0, HOVER_LENGTH - 1)}…` : line;
  return `[\\[${number}\\]](<${target}> "${cut.replace(/[\\"]/g, (c) => `\\${c}`)}")`;
}

// Exactly the shape citationMark writes: no <, > or whitespace in the URL; \ and " escaped in the title.
const MARK = /\[\\\[(\d+)\\\]\]\(<[^<>\s]*> "(?:[^"\\]|\\.)*"\)/g;

/** The text with every citation mark replaced by `replace(n)`. */
export function replaceCitationMarks(text: string, replace: (number: number) => string): string {
  return text.replace(MARK, (_mark, n: string) => replace(Number(n)));
}
