import "server-only";

// A resumable reply's bytes in memory, copied into a few large segments rather than kept as one object per
// chunk: a reply arrives as thousands of small events, and an object each would cost about as much
// memory as the event it holds. Segments double from 4 KiB to 1 MiB, so the room reserved and not yet used
// is at most the last segment's. Bytes once written never change, so views of them can be handed out.

const FIRST_SEGMENT = 4 * 1024;
const LARGEST_SEGMENT = 1024 * 1024;

/** Where a reader is: segment `index`, `within` bytes into it. */
export interface LogCursor {
  index: number;
  within: number;
}

export class ByteLog {
  private segments: Buffer[] = [];
  /** Bytes used in the last segment. */
  private filled = 0;
  length = 0;
  /** Bytes of memory its segments take, the last one's unused room included. */
  reserved = 0;

  append(chunk: Uint8Array): void {
    for (let at = 0; at < chunk.byteLength; ) {
      let last = this.segments[this.segments.length - 1];
      if (!last || this.filled === last.byteLength) {
        last = Buffer.allocUnsafeSlow(last ? Math.min(last.byteLength * 2, LARGEST_SEGMENT) : FIRST_SEGMENT);
        this.segments.push(last);
        this.reserved += last.byteLength;
        this.filled = 0;
      }
      const n = Math.min(last.byteLength - this.filled, chunk.byteLength - at);
      last.set(chunk.subarray(at, at + n), this.filled);
      this.filled += n;
      this.length += n;
      at += n;
    }
  }

  /** A cursor at byte `offset` (at most `length`). */
  cursorAt(offset: number): LogCursor {
    let index = 0;
    let within = offset;
    while (index < this.segments.length - 1 && within >= this.segments[index].byteLength) within -= this.segments[index++].byteLength;
    return { index, within };
  }

  /** Views of the bytes from `cursor` to the end, moving the cursor there: following stays linear. */
  readFrom(cursor: LogCursor): Uint8Array[] {
    const views: Uint8Array[] = [];
    const last = this.segments.length - 1;
    for (; cursor.index <= last; cursor.index++, cursor.within = 0) {
      const segment = this.segments[cursor.index];
      const end = cursor.index === last ? this.filled : segment.byteLength;
      if (cursor.within < end) views.push(new Uint8Array(segment.buffer, segment.byteOffset + cursor.within, end - cursor.within));
      if (cursor.index === last) {
        cursor.within = end;
        break;
      }
    }
    return views;
  }
}
