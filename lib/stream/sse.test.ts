import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseDecoder, readSseEvents, type SseEvent } from "@/lib/stream/sse";
import { splitAt, standardSplits, streamOf, utf8 } from "@/lib/protocol/test-support/byte-splits";

function decode(chunks: Array<string | Uint8Array>): SseEvent[] {
  const events: SseEvent[] = [];
  const decoder = createSseDecoder((e) => events.push(e));
  for (const chunk of chunks) decoder.push(typeof chunk === "string" ? utf8(chunk) : chunk);
  decoder.end();
  return events;
}

describe("createSseDecoder", () => {
  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["lone CR", "\r"],
  ])("reads %s line endings", (_name, eol) => {
    const text = ["event: a", "data: 1", "", "event: b", "data: 2", "", ""].join(eol);
    expect(decode([text])).toEqual([
      { event: "a", data: "1" },
      { event: "b", data: "2" },
    ]);
  });

  it("reads a CR ending one chunk and an LF starting the next as one line ending", () => {
    // Read as two endings, the blank line would dispatch "a" without data and lose its name.
    expect(decode(["event: a\r", "\ndata: x\r", "\n\r", "\n"])).toEqual([{ event: "a", data: "x" }]);
  });

  it("holds back a CR at the end of a chunk until the next chunk decides", () => {
    expect(decode(["event: a\r", "data: x\r", "\r"])).toEqual([{ event: "a", data: "x" }]);
  });

  it("treats a final CR as a line ending at end of stream", () => {
    expect(decode(["data: x\r\r"])).toEqual([{ data: "x" }]);
    expect(decode(["data: x\r", "\r"])).toEqual([{ data: "x" }]);
  });

  it("drops an event still missing its blank line at end of stream", () => {
    expect(decode(["data: 1\n\ndata: 2\n"])).toEqual([{ data: "1" }]);
    expect(decode(["data: 1\n\ndata: 2\r"])).toEqual([{ data: "1" }]);
    expect(decode(["data: 1\n\ndata: 2"])).toEqual([{ data: "1" }]);
  });

  it("removes at most one space after the colon", () => {
    expect(decode(['data:{"a":1}\n\n', "data:  two\n\n", "event:x\ndata:3\n\n"])).toEqual([
      { data: '{"a":1}' },
      { data: " two" },
      { event: "x", data: "3" },
    ]);
  });

  it("ignores comments, id, retry and unknown fields", () => {
    const text = ": keep-alive\n:\nid: 7\nretry: 1000\nretry: soon\nfoo: bar\nbare\nevent: e\n: mid\ndata: d\n\n";
    expect(decode([text])).toEqual([{ event: "e", data: "d" }]);
  });

  it("joins several data lines with LF", () => {
    expect(decode(['data: {"a":\ndata: 1}\ndata:\n\n'])).toEqual([{ data: '{"a":\n1}\n' }]);
  });

  it("drops events without data and events whose data is empty", () => {
    expect(decode(["event: ping\n\ndata:\n\nevent: x\ndata: \n\n: c\n\n\n\ndata: ok\n\n"])).toEqual([{ data: "ok" }]);
  });

  it("resets the event name after each event", () => {
    expect(decode(["event: a\ndata: 1\n\ndata: 2\n\n"])).toEqual([{ event: "a", data: "1" }, { data: "2" }]);
  });

  it("decodes characters split across chunks", () => {
    const bytes = utf8("data: 月光 🌙 é\n\n");
    for (const [, chunks] of standardSplits(bytes)) expect(decode(chunks)).toEqual([{ data: "月光 🌙 é" }]);
  });

  it("flushes a truncated character at end as U+FFFD without losing earlier events", () => {
    const bytes = utf8("data: a\n\ndata: 🌙");
    expect(decode([bytes.subarray(0, bytes.length - 1)])).toEqual([{ data: "a" }]);
  });

  it("gives the same events for any cutting", () => {
    const text = ": hi\r\nevent: a\r\ndata: 雪\r\ndata:🌙\r\n\r\nevent: b\rdata: x\r\rid: 1\ndata: y\n\n";
    const bytes = utf8(text);
    const expected = [
      { event: "a", data: "雪\n🌙" },
      { event: "b", data: "x" },
      { data: "y" },
    ];
    expect(decode([bytes])).toEqual(expected);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: bytes.length - 1 })), (offsets) => {
        expect(decode(splitAt(bytes, offsets))).toEqual(expected);
      }),
      { seed: 20310602, numRuns: 300 },
    );
  });

  it("refuses push after end", () => {
    const decoder = createSseDecoder(() => undefined);
    decoder.end();
    expect(() => decoder.push(utf8("data: x\n\n"))).toThrow();
  });
});

describe("readSseEvents", () => {
  it("yields every event of a body", async () => {
    const events: SseEvent[] = [];
    for await (const e of readSseEvents(streamOf(splitAt(utf8("data: 1\r\n\r\nevent: e\r\ndata: 2\r\n\r"), [3, 9, 10])))) {
      events.push(e);
    }
    expect(events).toEqual([{ data: "1" }, { event: "e", data: "2" }]);
  });

  it("cancels the body when the reader stops early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(utf8("data: 1\n\ndata: 2\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const e of readSseEvents(body)) {
      expect(e).toEqual({ data: "1" });
      break;
    }
    expect(cancelled).toBe(true);
  });
});
