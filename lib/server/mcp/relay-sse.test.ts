import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { relayEventStream } from "./relay-sse";

// The event stream as the relay re-sends it, from bytes split anywhere: the events and their ids
// and retry hints unchanged in meaning, and a call whose stream ends without its answer failed
// with a message, unless the server's event ids let the client resume it.

const LIMITS = { timeoutMs: 5_000, maxResponseBytes: 1024, maxRequestBytes: 1024, callDeadlineMs: 60_000, maxCallsPerClient: 4 };

async function relayed(chunks: string[], pending: (string | number)[] = []): Promise<string> {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return new Response(relayEventStream(source, { pending, limits: LIMITS, deadline: { passed: false } })).text();
}

const answer = (id: number) => JSON.stringify({ jsonrpc: "2.0", id, result: { content: [] } });

describe("relayEventStream", () => {
  const stream = `: keep-alive\nretry: 3000\n\nid: 7\nevent: message\ndata: ${answer(1)}\n\nevent: endpoint\ndata: /messages?sessionId=a\n\ndata: line one\ndata: line two\n\n`;
  const expected = `retry: 3000\n\nid: 7\nevent: message\ndata: ${answer(1)}\n\nevent: endpoint\ndata: /messages?sessionId=a\n\ndata: line one\ndata: line two\n\n`;

  it("re-sends events, ids and retry hints, dropping comments, wherever the bytes were split", async () => {
    for (let at = 0; at <= stream.length; at += 7) {
      expect(await relayed([stream.slice(0, at), stream.slice(at)])).toBe(expected);
    }
  });

  it("fails a call whose stream ends before its answer", async () => {
    const text = await relayed([`data: ${JSON.stringify({ jsonrpc: "2.0", method: "notifications/progress", params: {} })}\n\n`], [4]);
    const last = text.trim().split("\n\n").at(-1) ?? "";
    expect(JSON.parse(last.replace(/^event: message\ndata: /, ""))).toEqual({
      jsonrpc: "2.0",
      id: 4,
      error: { code: -32000, message: "The MCP server's connection ended before its answer was complete.", data: { moonlitRelay: "answer_cut_off" } },
    });
  });

  it("leaves a stream with event ids to the client to resume", async () => {
    const progress = `id: 1\ndata: ${JSON.stringify({ jsonrpc: "2.0", method: "notifications/progress", params: {} })}\n\n`;
    expect(await relayed([progress], [4])).toBe(progress);
  });

  it("adds nothing once the calls are answered", async () => {
    expect(await relayed([`data: ${answer(4)}\n\n`], [4])).toBe(`data: ${answer(4)}\n\n`);
  });

  it("passes events on when no call waits on the stream, whatever they hold", async () => {
    expect(await relayed(["data: not json\n\n"])).toBe("data: not json\n\n");
  });

  it("fails a call whose answer is past the cap, even when it came whole in one chunk", async () => {
    const text = await relayed([`data: ${JSON.stringify({ jsonrpc: "2.0", id: 9, result: { text: "x".repeat(2000) } })}\n\n`], [9]);
    expect(text).toContain('"id":9,"error":{"code":-32603');
    expect(text).toContain("answer_too_large");
    expect(text).not.toContain("xxxx");
  });

  it("ends a listening stream at an event past the cap", async () => {
    expect(await relayed([`data: ${"x".repeat(2000)}\n\n`, "data: after\n\n"])).toBe("");
  });
});
