// Splits streaming markdown into completed top-level blocks plus an unfinished tail, scanning each
// character once. A completed block never changes, and rendering the blocks one by one gives the
// same result as rendering the whole text (see incremental-blocks.test.ts and the render test).
import { advanceLine, createBlockState, isTopLevelFence, type BlockState } from "@/lib/markdown/block-state";
import { lineStartVerdict } from "@/lib/markdown/line-syntax";

/** A top-level fenced code or math block still open at the end of the tail. */
export interface TailFence {
  char: "`" | "~" | "$";
  info: string;
  /** Columns of indentation to strip from content lines. */
  indent: number;
  /** Index in `tailParts().sealed` of the first piece holding the fence's content. */
  firstContentPart: number;
}

export interface TailParts {
  /** Stable pieces of the tail, each ending at a line break. */
  sealed: readonly string[];
  /** Everything after the sealed pieces. */
  live: string;
}

export interface BlockSplitter {
  append(delta: string): void;
  /** Completed blocks. The array is only ever pushed to, never replaced or edited. */
  readonly blocks: readonly string[];
  tail(): string;
  tailParts(): TailParts;
  tailFence(): TailFence | null;
  /** Total characters appended. */
  readonly length: number;
  /** The last characters appended (up to 256), to check cheaply that new text extends the old. */
  readonly recent: string;
  /** Characters examined so far; the work counter the linear-cost test checks. */
  readonly scannedChars: number;
}

const SEAL_AT = 2048;
const HEAD_CHARS = 16;
const RECENT_CHARS = 256;

export function createBlockSplitter(): BlockSplitter {
  const blocks: string[] = [];
  let sealed: string[] = [];
  let open = "";
  let line = "";
  let head = "";
  let decided = false;
  let state: BlockState = createBlockState();
  let fence: TailFence | null = null;
  let length = 0;
  let recent = "";
  let scanned = 0;

  function commit(): void {
    blocks.push(sealed.join("") + open);
    sealed = [];
    open = "";
    state = createBlockState();
    fence = null;
  }

  function seal(): void {
    if (open.length === 0) return;
    sealed.push(open);
    open = "";
  }

  function decide(complete: boolean): void {
    if (decided) return;
    if (!state.afterBlank || state.fence || state.htmlEnd !== null) {
      decided = true;
      return;
    }
    const verdict = lineStartVerdict(head, state.inList);
    if (verdict === "undecided" && !complete) return;
    decided = true;
    if (verdict === "boundary") commit();
  }

  function finishLine(): void {
    const text = line.endsWith("\r\n") ? line.slice(0, -2) : line.slice(0, -1);
    scanned += text.length;
    const before = state.fence;
    advanceLine(state, text);
    open += line;
    line = "";
    head = "";
    decided = false;
    if (state.fence !== before) {
      fence = null;
      if (state.fence && isTopLevelFence(state.fence)) {
        seal();
        const { char, info, indent } = state.fence;
        fence = { char, info, indent, firstContentPart: sealed.length };
      }
    }
    if (open.length >= SEAL_AT) seal();
  }

  function append(delta: string): void {
    if (delta.length === 0) return;
    length += delta.length;
    recent = delta.length >= RECENT_CHARS ? delta.slice(-RECENT_CHARS) : (recent + delta).slice(-RECENT_CHARS);
    let pos = 0;
    while (pos < delta.length) {
      const nl = delta.indexOf("\n", pos);
      const end = nl < 0 ? delta.length : nl + 1;
      scanned += end - pos;
      const piece = pos === 0 && end === delta.length ? delta : delta.slice(pos, end);
      if (head.length < HEAD_CHARS) head += piece.slice(0, HEAD_CHARS - head.length);
      line += piece;
      decide(nl >= 0);
      if (nl < 0) break;
      finishLine();
      pos = end;
    }
  }

  return {
    append,
    blocks,
    tail: () => sealed.join("") + open + line,
    tailParts: () => ({ sealed, live: open + line }),
    tailFence: () => fence,
    get length() {
      return length;
    },
    get recent() {
      return recent;
    },
    get scannedChars() {
      return scanned;
    },
  };
}
