// The regex version of healTail that streamed replies used before heal-tail.ts became linear: kept
// as the oracle the equivalence test compares against on short inputs (its link patterns are
// quadratic on long runs of "[", so never give it long ones).

function countRuns(text: string, marker: string): number {
  let count = 0;
  for (let i = text.indexOf(marker); i !== -1; i = text.indexOf(marker, i + marker.length)) count++;
  return count;
}

function closeMarker(text: string, marker: string): string {
  const outsideCode = text.replace(/`[^`\n]*`/g, "");
  if (countRuns(outsideCode, marker) % 2 === 0) return text;
  const trimmed = text.trimEnd();
  if (trimmed.endsWith(marker)) return trimmed.slice(0, -marker.length).trimEnd();
  return trimmed + marker;
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Closes a single `*` or `_` left open. A marker opens only with text right after it (CommonMark's
 * left-flanking rule), so "2 * 3" and a "* " bullet do not count; `_` inside a word (snake_case)
 * never opens.
 */
function closeEmphasis(text: string, marker: "*" | "_"): string {
  const double = marker + marker;
  const plain = text.replace(/`[^`\n]*`/g, (code) => " ".repeat(code.length)).replaceAll(double, "\0\0");
  let open = false;
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] !== marker) continue;
    const before = plain[i - 1];
    const after = plain[i + 1];
    if (marker === "_" && isWordChar(before) && isWordChar(after)) continue;
    if (!open && !isSpace(after)) open = true;
    else if (open && !isSpace(before)) open = false;
  }
  const trimmed = text.trimEnd();
  // A marker with nothing after it yet may open emphasis: keep it out of sight until text follows.
  if (!open && new RegExp(`(^|\\s)\\${marker}$`).test(trimmed)) return trimmed.slice(0, -1).trimEnd();
  if (!open) return text;
  if (trimmed.endsWith(marker) && !trimmed.endsWith(double)) return trimmed.slice(0, -1).trimEnd();
  return trimmed + marker;
}

export function healTailReference(tail: string): string {
  const cut = tail.lastIndexOf("\n\n");
  const head = tail.slice(0, cut + 1);
  let last = tail.slice(cut + 1);
  if (/^[ \t>]*(?:```|~~~|\$\$)/m.test(last)) return tail;
  last = last.replace(/!?\[([^\]\n]*)\]\([^)\s]*$/, "$1").replace(/!?\[([^\]\n]*)$/, "$1");
  const ticks = countRuns(last.replace(/``+/g, ""), "`");
  if (ticks % 2 === 1) last = last.trimEnd() + "`";
  last = closeMarker(last, "**");
  last = closeMarker(last, "~~");
  last = closeEmphasis(last, "*");
  last = closeEmphasis(last, "_");
  return head + last;
}
