import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { coalescingBody } from "./coalescing-body";

// A real socket: the server writes many small chunks at once, then ends or cuts the connection.

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  return new Promise((resolve) => server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)));
}

function get(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, resolve).on("error", reject));
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; reads: number }> {
  const reader = body.getReader();
  const parts: Buffer[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(parts), reads: parts.length };
    parts.push(Buffer.from(value));
  }
}

const events = Array.from({ length: 2000 }, (_, i) => `data: {"n":${i},"s":"é✓"}\n\n`);

describe("coalescingBody", () => {
  it("delivers the exact bytes, joining chunks that arrived together", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const event of events) res.write(event);
      res.end();
    });
    const { bytes, reads } = await readAll(coalescingBody(await get(url)));
    expect(bytes.toString("utf8")).toBe(events.join(""));
    expect(reads).toBeLessThan(events.length / 10);
  });

  it("errors when the connection is cut mid-body, after delivering what arrived", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(events[0], () => res.socket?.destroy());
    });
    const reader = coalescingBody(await get(url)).getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString("utf8")).toBe(events[0]);
    await expect(reader.read()).rejects.toThrow();
  });

  it("cancelling destroys the upstream response", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(events[0]);
    });
    const incoming = await get(url);
    const reader = coalescingBody(incoming).getReader();
    await reader.read();
    await reader.cancel();
    expect(incoming.destroyed).toBe(true);
  });
});
