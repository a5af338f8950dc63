// Softens incomplete inline syntax at the end of a streaming tail so raw markers do not flash:
// an unfinished link shows its text, an unclosed `code`, **strong** or ~~strike~~ is closed.
// Only the last paragraph is touched, and never one that holds a code fence.

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

export function healTail(tail: string): string {
  const cut = tail.lastIndexOf("\n\n");
  const head = tail.slice(0, cut + 1);
  let last = tail.slice(cut + 1);
  if (/^[ \t>]*(?:```|~~~|\$\$)/m.test(last)) return tail;
  last = last.replace(/!?\[([^\]\n]*)\]\([^)\s]*$/, "$1").replace(/!?\[([^\]\n]*)$/, "$1");
  const ticks = countRuns(last.replace(/``+/g, ""), "`");
  if (ticks % 2 === 1) last = last.trimEnd() + "`";
  last = closeMarker(last, "**");
  last = closeMarker(last, "~~");
  return head + last;
}
