// Block-structure state of the unfinished block, advanced one complete line at a time.
// It tracks only what can carry a block across a blank line: fenced code and math, raw HTML
// blocks (types 1-5), and list context. When unsure it keeps a construct open, which merges
// blocks (harmless) rather than splitting one (which would change the rendering).
import {
  fenceOpenAt,
  htmlBlockStart,
  isBlank,
  isFenceClose,
  isThematicBreak,
  listMarkerAt,
  parsePrefix,
  thematicSuffixStart,
  type FenceOpen,
} from "@/lib/markdown/line-syntax";

export interface OpenFenceState extends FenceOpen {
  /** Blockquote depth the fence lives in; a line with fewer `>` ends it. */
  quoteDepth: number;
  /** Content column of the list item holding the fence (0 at top level). */
  containerIndent: number;
  /** Column of the opening fence, relative to its container. */
  indent: number;
}

export interface BlockState {
  fence: OpenFenceState | null;
  /** Text whose appearance on a line ends the open raw HTML block. */
  htmlEnd: string | null;
  /** The last complete line was blank (outside fences and HTML blocks). */
  afterBlank: boolean;
  /** A list marker was seen in this block. */
  inList: boolean;
  /** Content columns of the list items a line may still belong to, innermost last. */
  listIndents: number[];
}

export function createBlockState(): BlockState {
  return { fence: null, htmlEnd: null, afterBlank: false, inList: false, listIndents: [] };
}

export function isTopLevelFence(fence: OpenFenceState): boolean {
  return fence.quoteDepth === 0 && fence.containerIndent === 0;
}

/** Advances `state` past one complete line (without its "\n"). */
export function advanceLine(state: BlockState, line: string): void {
  const prefix = parsePrefix(line);
  const blank = isBlank(line);
  const fence = state.fence;
  if (fence) {
    const endedByContainer =
      prefix.quoteDepth < fence.quoteDepth ||
      (fence.containerIndent > 0 && !blank && prefix.quoteDepth === 0 && prefix.indent < fence.containerIndent);
    if (!endedByContainer) {
      const rel = prefix.indent - fence.containerIndent;
      const content = line.slice(prefix.contentStart);
      if (prefix.quoteDepth === fence.quoteDepth && rel <= 3 && isFenceClose(content, fence.char, fence.size)) {
        state.fence = null;
      }
      return;
    }
    state.fence = null;
  }
  if (state.htmlEnd !== null) {
    if (line.toLowerCase().includes(state.htmlEnd)) state.htmlEnd = null;
    return;
  }
  if (blank) {
    state.afterBlank = true;
    return;
  }
  state.afterBlank = false;
  openConstructs(state, line, prefix.indent, prefix.quoteDepth, prefix.contentStart);
}

function openConstructs(state: BlockState, line: string, indent: number, quoteDepth: number, start: number): void {
  const stack = state.listIndents;
  if (quoteDepth === 0) {
    while (stack.length > 0 && stack[stack.length - 1] > indent) stack.pop();
  }
  let col = indent;
  let pos = start;
  let sawMarker = false;
  const breakFrom = thematicSuffixStart(line);
  for (;;) {
    const rest = line.slice(pos);
    if (pos >= breakFrom && isThematicBreak(rest)) return;
    const marker = listMarkerAt(rest);
    if (!marker) break;
    state.inList = true;
    sawMarker = true;
    if (quoteDepth === 0) {
      while (stack.length > 0 && stack[stack.length - 1] > col) stack.pop();
      stack.push(col + marker.contentOffset);
    }
    col += marker.contentOffset;
    pos += marker.length;
    while (line[pos] === " " || line[pos] === "\t") pos++;
  }
  const container = quoteDepth === 0 && stack.length > 0 ? stack[stack.length - 1] : 0;
  const rel = (sawMarker ? col : indent) - container;
  if (rel > 3) return;
  const content = line.slice(pos);
  const open = fenceOpenAt(content);
  if (open) {
    state.fence = { ...open, quoteDepth, containerIndent: container, indent: Math.max(0, rel) };
    return;
  }
  if (quoteDepth === 0 && container === 0 && !sawMarker) {
    const html = htmlBlockStart(content);
    if (html && !content.toLowerCase().includes(html.end, html.from)) state.htmlEnd = html.end;
  }
}
