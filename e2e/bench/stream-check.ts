// Checks a relayed SSE stream against the bytes upstream sent, as the chunks arrive, without keeping
// the stream: comment events the gateway may add (`: connected`, `: keep-alive`) are skipped where
// they may stand (at the start and after a blank line), everything else is compared in place.
// Upstream's events end in LF LF (the test upstream's do), so that is the boundary looked for.

const LF = 0x0a;
const COLON = 0x3a;
const BOUNDARY_COMMENT = Buffer.from("\n\n:");
const BLANK_LINE = Buffer.from("\n\n");

export class StreamCheck {
  private offset = 0;
  private completed = 0;
  private mismatch = false;
  /** The last two bytes passed on (LF LF at the start: the start is a boundary). */
  private last = LF;
  private beforeLast = LF;
  private inComment = false;
  /** Inside a comment: whether its last byte so far was LF. */
  private commentLf = false;

  constructor(private readonly expected: Buffer) {}

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length && !this.mismatch) {
      if (this.inComment) {
        at = this.skipComment(chunk, at);
      } else if (this.last === LF && this.beforeLast === LF && chunk[at] === COLON) {
        this.inComment = true;
        this.commentLf = false;
      } else if (this.last === LF && chunk[at] === LF && chunk[at + 1] === COLON) {
        this.pass(chunk.subarray(at, at + 1));
        at += 1;
      } else {
        const found = chunk.indexOf(BOUNDARY_COMMENT, at);
        const end = found < 0 ? chunk.length : found + 2;
        this.pass(chunk.subarray(at, end));
        at = end;
      }
    }
  }

  /** How many of upstream's events have arrived whole (their blank line included). */
  get events(): number {
    return this.completed;
  }

  /** True when everything upstream sent arrived, in order, and nothing else did. */
  get identical(): boolean {
    return !this.mismatch && !this.inComment && this.offset === this.expected.length;
  }

  private skipComment(chunk: Buffer, at: number): number {
    if (this.commentLf && chunk[at] === LF) return this.endComment(at + 1);
    const found = chunk.indexOf(BLANK_LINE, at);
    if (found >= 0) return this.endComment(found + 2);
    this.commentLf = chunk[chunk.length - 1] === LF;
    return chunk.length;
  }

  private endComment(at: number): number {
    this.inComment = false;
    this.last = LF;
    this.beforeLast = LF;
    return at;
  }

  private pass(bytes: Buffer): void {
    if (bytes.length === 0) return;
    const end = this.offset + bytes.length;
    if (end > this.expected.length || !bytes.equals(this.expected.subarray(this.offset, end))) {
      this.mismatch = true;
      return;
    }
    this.offset = end;
    if (this.last === LF && this.beforeLast !== LF && bytes[0] === LF) this.completed++;
    for (let at = bytes.indexOf(BLANK_LINE); at >= 0; at = bytes.indexOf(BLANK_LINE, at + 2)) this.completed++;
    this.beforeLast = bytes.length > 1 ? bytes[bytes.length - 2] : this.last;
    this.last = bytes[bytes.length - 1];
  }
}
