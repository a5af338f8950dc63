import { describe, expect, it } from "vitest";
import { relaySse } from "./sse-relay";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upstream the test writes to by hand. */
function manualStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled: unknown = "not cancelled";
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: (reason) => void (cancelled = reason ?? "cancelled"),
  });
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cancelled: () => cancelled,
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
  it("sends a connected comment first, then the upstream chunks unchanged", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 10_000 }), chunks);
    upstream.write("event: ping\nda");
    upstream.write("ta: {}\n\n");
    upstream.end();
    await done;
    expect(chunks).toEqual([": connected\n\n", "event: ping\nda", "ta: {}\n\n"]);
  });

  it("adds keep-alive comments during silence, only between events", async () => {
    const upstream = manualStream();
    const chunks: string[] = [];
    const done = collect(relaySse(upstream.stream, { keepAliveMs: 20 }), chunks);
    upstream.write("data: 1\n\n");
    await wait(70);
    const afterEvent = chunks.filter((chunk) => chunk === ": keep-alive\n\n").length;
    upstream.write("data: 2\n");
    const before = chunks.length;
    await wait(70);
    // Mid-event: nothing may be inserted.
    expect(chunks.length).toBe(before + 1);
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

  it("cancels upstream and calls onCancel when the client goes away", async () => {
    const upstream = manualStream();
    let onCancel = 0;
    const relayed = relaySse(upstream.stream, { keepAliveMs: 10_000, onCancel: () => onCancel++ });
    const reader = relayed.getReader();
    await reader.read();
    await reader.cancel("client left");
    expect(onCancel).toBe(1);
    expect(upstream.cancelled()).toBe("client left");
  });

  it("errors the relay when upstream fails mid-stream", async () => {
    const upstream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("data: 1\n\n"));
        controller.error(new Error("socket reset"));
      },
    });
    const chunks: string[] = [];
    await expect(collect(relaySse(upstream, { keepAliveMs: 10_000 }), chunks)).rejects.toThrow("socket reset");
  });
});
