import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { relaySse } from "./sse-relay";
import { undiciUpstreamClient } from "./upstream-client";

const decoder = new TextDecoder();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upstream body the test writes to by hand. */
function manualStream() {
  const stream = new PassThrough();
  return {
    stream,
    write: (text: string) => stream.write(text),
    end: () => stream.end(),
  };
}

async function collect(stream: ReadableStream<Uint8Array>, into: string[]) {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    into.push(decoder.decode(value));
  }
}

describe("relaySse", () => {
  it("sends a connected comment at once, then the upstream bytes unchanged", async () => {
    const upstream = manualStream();
    const reader = relaySse(upstream.stream, { keepAliveMs: 10_000 }).getReader();
    // Upstream has sent nothing yet: the comment does not wait for it.
    expect(decoder.decode((await reader.read()).value)).toBe(": connected\n\n");
    upstream.write("event: ping\nda");
    expect(decoder.decode((await reader.read()).value)).toBe("event: ping\nda");
    upstream.write("ta: {}\n\n");
    upstream.end();
    expect(decoder.decode((await reader.read()).value)).toBe("ta: {}\n\n");
    expect((await reader.read()).done).toBe(true);
  });

  it("joins the connected comment with upstream's first bytes when they are already here", async () => {
    const upstream = manualStream();
    upstream.write("data: 1\n\n");
    upstream.end();
    const chunks: string[] = [];
    await collect(relaySse(upstream.stream, { keepAliveMs: 10_000 }), chunks);
    expect(chunks).toEqual([": connected\n\ndata: 1\n\n"]);
  });

  it("adds keep-alive comments during silence, only between events", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 20 }), chunks);
    upstream.write("data: 1\n\n");
    await wait(70);
    const afterEvent = chunks.filter((chunk) => chunk === ": keep-alive\n\n").length;
    upstream.write("data: 2\n");
    await wait(10);
    const before = chunks.length;
    await wait(70);
    // Mid-event: nothing may be inserted.
    expect(chunks.length).toBe(before);
    upstream.write("\n");
    upstream.end();
    await done;
    expect(afterEvent).toBeGreaterThanOrEqual(1);
    const text = chunks.join("");
    expect(text.replaceAll(": keep-alive\n\n", "")).toBe(": connected\n\ndata: 1\n\ndata: 2\n\n");
    // The event that was open during the silence arrives whole, with no comment inside it.
    expect(text).toContain("data: 2\n\n");
  });

  it("keeps quiet while data flows", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 60 }), chunks);
    for (let i = 0; i < 8; i++) {
      upstream.write(`data: ${i}\n\n`);
      await wait(15);
    }
    upstream.end();
    await done;
    expect(chunks.join("")).not.toContain("keep-alive");
  });

  it("destroys upstream and calls onCancel when the client goes away", async () => {
    const upstream = manualStream();
    let onCancel = 0;
    const relayed = relaySse(upstream.stream, { keepAliveMs: 10_000, onCancel: () => onCancel++ });
    const reader = relayed.getReader();
    await reader.read();
    await reader.cancel("client left");
    expect(onCancel).toBe(1);
    expect(upstream.stream.destroyed).toBe(true);
  });

  it("with a tap (a resumable reply), gives it every byte sent, reads on after the client leaves, and says how it ended", async () => {
    const upstream = manualStream();
    let onCancel = 0;
    const kept: string[] = [];
    let outcome = "";
    const tap = { chunk: (bytes: Uint8Array) => void kept.push(decoder.decode(bytes)), end: (how: string) => void (outcome = how) };
    const reader = relaySse(upstream.stream, { keepAliveMs: 10_000, onCancel: () => onCancel++, tap }).getReader();
    upstream.write("data: 1\n\n");
    const seen = [decoder.decode((await reader.read()).value)];
    await reader.cancel("client left");
    expect(upstream.stream.destroyed).toBe(false);
    upstream.write("data: 2\n\n");
    upstream.end();
    await vi.waitFor(() => expect(outcome).toBe("complete"));
    expect(onCancel).toBe(0);
    expect(seen.join("")).toBe(": connected\n\ndata: 1\n\n");
    expect(kept.join("")).toBe(": connected\n\ndata: 1\n\ndata: 2\n\n");
  });

  it("with a tap, reads upstream as it comes rather than as the client asks, and ends the tap failed when upstream breaks", async () => {
    const upstream = manualStream();
    const kept: string[] = [];
    let outcome = "";
    const tap = { chunk: (bytes: Uint8Array) => void kept.push(decoder.decode(bytes)), end: (how: string) => void (outcome = how) };
    // Nobody reads the relayed stream: the tap gets the bytes all the same.
    relaySse(upstream.stream, { keepAliveMs: 10_000, tap });
    upstream.write("data: 1\n\n");
    await vi.waitFor(() => expect(kept.join("")).toBe(": connected\n\ndata: 1\n\n"));
    upstream.stream.destroy(new Error("socket reset"));
    await vi.waitFor(() => expect(outcome).toBe("failed"));
  });

  it("errors the relay when upstream fails mid-stream, after relaying what arrived", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 10_000 }), chunks);
    upstream.write("data: 1\n\n");
    await wait(5);
    upstream.stream.destroy(new Error("socket reset"));
    await expect(done).rejects.toThrow("socket reset");
    expect(chunks.join("")).toBe(": connected\n\ndata: 1\n\n");
  });

  it("masks the secret across reads and holds back no whole event", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 10_000, secret: "sk-secret-key" }), chunks);
    upstream.write('data: {"echo":"sk-sec');
    await wait(5);
    upstream.write('ret-key"}\n\n');
    await wait(5);
    expect(chunks.join("")).toBe(': connected\n\ndata: {"echo":"*************"}\n\n');
    upstream.end();
    await done;
  });

  const IDLE_EVENT = 'event: error\ndata: {"type":"error"}\n\n';
  const idle = (ms: number) => ({ ms, event: new TextEncoder().encode(IDLE_EVENT) });

  it("ends a stream silent past the idle limit with the idle event, and stops upstream", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    let cancelled = 0;
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 15, idle: idle(60), onCancel: () => cancelled++ }), chunks);
    upstream.write("data: 1\n\n");
    await done;
    const text = chunks.join("");
    expect(text.startsWith(": connected\n\ndata: 1\n\n")).toBe(true);
    // Keep-alive comments may come between, but they are not upstream speaking: the limit still applies.
    expect(text.endsWith(IDLE_EVENT)).toBe(true);
    expect(cancelled).toBe(1);
    expect(upstream.stream.destroyed).toBe(true);
  });

  it("never ends a stream whose upstream keeps sending", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 10_000, idle: idle(40) }), chunks);
    for (let i = 0; i < 12; i++) {
      upstream.write(`data: ${i}\n\n`);
      await wait(10);
    }
    upstream.end();
    await done;
    expect(chunks.join("")).not.toContain("error");
  });

  it("cuts a stream that goes silent mid-event: the event could not be closed cleanly", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 10_000, idle: idle(40) }), chunks);
    upstream.write('data: {"half":');
    await expect(done).rejects.toThrow(/silent/);
    expect(chunks.join("")).toBe(': connected\n\ndata: {"half":');
    expect(upstream.stream.destroyed).toBe(true);
  });
});

// Over a real socket, through the upstream client the gateway uses.
describe("relaySse over undici", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function relayFrom(handler: http.RequestListener) {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const outcome = await undiciUpstreamClient({ url, headers: {}, body: new Uint8Array(0), signal: new AbortController().signal, timeoutUntil: "headers" });
    if (!outcome.ok || !outcome.response.body) throw new Error("no upstream body");
    return { body: outcome.response.body, relayed: relaySse(outcome.response.body, { keepAliveMs: 10_000 }) };
  }

  const events = Array.from({ length: 2000 }, (_, i) => `data: {"n":${i},"s":"é✓"}\n\n`);

  it("delivers the exact bytes, joining chunks that arrived together", async () => {
    const { relayed } = await relayFrom((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const event of events) res.write(event);
      res.end();
    });
    const reader = relayed.getReader();
    const parts: Buffer[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(Buffer.from(read.value));
    expect(Buffer.concat(parts).toString("utf8")).toBe(": connected\n\n" + events.join(""));
    expect(parts.length).toBeLessThan(events.length / 10);
  });

  it("errors when the connection is cut mid-body, after relaying what arrived", async () => {
    const { relayed } = await relayFrom((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(events[0], () => res.socket?.destroy());
    });
    const chunks: string[] = [];
    await expect(collect(relayed, chunks)).rejects.toThrow();
    expect(chunks.join("")).toBe(": connected\n\n" + events[0]);
  });

  it("cancelling destroys the upstream body", async () => {
    const { body, relayed } = await relayFrom((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(events[0]);
    });
    const reader = relayed.getReader();
    await reader.read();
    await reader.cancel();
    expect(body.destroyed).toBe(true);
    server?.closeAllConnections();
  });
});
