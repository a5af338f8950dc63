// Bytes → server-sent events, for both upstream protocols (PROTOCOL.md §1). A streaming UTF-8
// decoder sits in front of eventsource-parser so a chunk may end inside a character, and the
// parser handles LF, CRLF and lone-CR line endings, comments, `data:` with or without the space,
// multi-line data, and ignores `id:`, `retry:` and unknown fields.

import { createParser } from "eventsource-parser";

export interface SseEvent {
  /** The `event:` field, absent when the event had none. */
  event?: string;
  /** The `data:` lines joined with "\n". Never empty: events without data are dropped. */
  data: string;
}

export interface SseDecoder {
  push(chunk: Uint8Array): void;
  /** Flushes the UTF-8 decoder. An event still missing its blank line is dropped. */
  end(): void;
}

export function createSseDecoder(onEvent: (e: SseEvent) => void): SseDecoder {
  const utf8 = new TextDecoder("utf-8");
  // An empty data buffer is not dispatched (WHATWG EventSource); eventsource-parser would emit it.
  const parser = createParser({
    onEvent: (message) => {
      if (message.data === "") return;
      onEvent(message.event === undefined ? { data: message.data } : { event: message.event, data: message.data });
    },
  });
  let endsWithCr = false;
  let ended = false;

  const feed = (text: string) => {
    if (text === "") return;
    endsWithCr = text.charCodeAt(text.length - 1) === 13;
    parser.feed(text);
  };

  return {
    push(chunk) {
      if (ended) throw new Error("SSE decoder: push() after end()");
      feed(utf8.decode(chunk, { stream: true }));
    },
    end() {
      if (ended) return;
      ended = true;
      feed(utf8.decode());
      // The parser holds back a final CR, waiting to see whether an LF follows. At end of stream
      // it is a complete line ending; an LF after it is read as the same CRLF, adding no line.
      if (endsWithCr) parser.feed("\n");
    },
  };
}

/** Reads a response body as events. Breaking out of the loop cancels the body. */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const queue: SseEvent[] = [];
  const decoder = createSseDecoder((e) => queue.push(e));
  const reader = body.getReader();
  let finished = false;
  try {
    while (!finished) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        decoder.end();
      } else {
        decoder.push(value);
      }
      // Index walk then reset: shifting one by one would be quadratic on a chunk with many events.
      for (let i = 0; i < queue.length; i++) yield queue[i];
      queue.length = 0;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
