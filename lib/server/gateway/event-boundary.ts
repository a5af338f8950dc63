import "server-only";

// Knows whether the bytes relayed so far end exactly between two SSE events, i.e. with a blank line
// (LF LF, CR CR, CRLF CRLF or any mix). Only there may the gateway slip in a comment line without
// changing an event. It looks at the last four bytes only: a run of four CR/LF bytes holds at least
// two line ends, and a shorter run lies wholly inside the window, so it can be counted exactly.

const CR = 0x0d;
const LF = 0x0a;
const WINDOW = 4;

export class EventBoundary {
  // The start of a stream counts as a boundary.
  private tail: number[] = [LF, LF];

  push(chunk: Uint8Array): void {
    if (chunk.byteLength >= WINDOW) {
      this.tail = Array.from(chunk.subarray(chunk.byteLength - WINDOW));
      return;
    }
    this.tail = [...this.tail, ...chunk].slice(-WINDOW);
  }

  atBoundary(): boolean {
    let start = this.tail.length;
    while (start > 0 && (this.tail[start - 1] === CR || this.tail[start - 1] === LF)) start--;
    if (start === 0 && this.tail.length === WINDOW) return true;
    let lineEnds = 0;
    for (let i = start; i < this.tail.length; i++) {
      // CR LF is one line end; a lone CR or a lone LF is one each.
      if (this.tail[i] === CR && this.tail[i + 1] === LF) i++;
      lineEnds++;
    }
    return lineEnds >= 2;
  }
}
