import "server-only";

// Knows whether the bytes relayed so far end exactly between two SSE events, i.e. with a blank line
// (LF LF, CR CR, CRLF CRLF or any mix). Only there may the gateway slip in a comment line without
// changing an event. It keeps the last four bytes only: a run of four CR/LF bytes holds at least
// two line ends, and a shorter run lies wholly inside the window, so it can be counted exactly.

const CR = 0x0d;
const LF = 0x0a;
const WINDOW = 4;

export class EventBoundary {
  // A ring of the last WINDOW bytes, oldest first from `start`; the stream's start counts as a boundary.
  private readonly tail = new Uint8Array([0, 0, LF, LF]);

  push(chunk: Uint8Array): void {
    const n = chunk.byteLength;
    if (n >= WINDOW) {
      this.tail.set(chunk.subarray(n - WINDOW));
      return;
    }
    this.tail.copyWithin(0, n);
    this.tail.set(chunk, WINDOW - n);
  }

  atBoundary(): boolean {
    const tail = this.tail;
    let start = WINDOW;
    while (start > 0 && (tail[start - 1] === CR || tail[start - 1] === LF)) start--;
    if (start === 0) return true;
    let lineEnds = 0;
    for (let i = start; i < WINDOW; i++) {
      // CR LF is one line end; a lone CR or a lone LF is one each.
      if (tail[i] === CR && tail[i + 1] === LF) i++;
      lineEnds++;
    }
    return lineEnds >= 2;
  }
}
