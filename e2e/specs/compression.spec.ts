import { request as httpRequest, type IncomingMessage } from "node:http";
import { expect, test } from "@playwright/test";
import { appUrl } from "../support/ports";
import { upstream } from "../support/upstream";

// What `npm start` puts on the wire: pages and scripts compressed, event streams neither compressed
// nor buffered. Plain node:http, so nothing decompresses behind the test's back.

interface Opened {
  response: IncomingMessage;
  /** Every body chunk with the time it arrived. */
  body: Promise<{ at: number; data: Buffer }[]>;
}

function open(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${appUrl}${path}`, { method: init.method ?? "GET", headers: init.headers }, (response) => {
      const chunks: { at: number; data: Buffer }[] = [];
      response.on("data", (data: Buffer) => chunks.push({ at: Date.now(), data }));
      const body = new Promise<{ at: number; data: Buffer }[]>((done, fail) => {
        response.on("end", () => done(chunks));
        response.on("error", fail);
      });
      resolve({ response, body });
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

const text = (chunks: { data: Buffer }[]) => Buffer.concat(chunks.map((chunk) => chunk.data)).toString("utf8");

test("the chat page and its scripts are compressed", async () => {
  const page = await open("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.response.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  await page.body;
  const html = text(await (await open("/")).body);
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const chunk = await open(script!, { headers: { "accept-encoding": "gzip" } });
  expect(chunk.response.headers["content-encoding"]).toBe("gzip");
  await chunk.body;
});

test("an event stream is neither compressed nor held back", async () => {
  await upstream.reset();
  // Ten events a second apart: a compressing or buffering relay would deliver them all at the end.
  const events = Array.from({ length: 10 }, (_, i) => `event: ping\ndata: {"type":"ping","n":${i}}\n\n`).join("");
  await upstream.enqueue({ reply: { kind: "sse", body: events }, chunking: "event", dripMs: 1_000 });
  const stream = await open("/api/anthropic/v1/messages", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "br, gzip, deflate" },
    body: JSON.stringify({ model: "kimi-k3", max_tokens: 16, stream: true, messages: [{ role: "user", content: "hi" }] }),
  });
  expect(stream.response.headers["content-type"]).toMatch(/^text\/event-stream/);
  expect(stream.response.headers["content-encoding"]).toBeUndefined();
  const chunks = await stream.body;
  expect(text(chunks)).toBe(`: connected\n\n${events}`);
  const arrival = (marker: string) => chunks.find((_, i) => text(chunks.slice(0, i + 1)).includes(marker))!.at;
  // Ordering, not speed: upstream sent the last event ~9 s after the first.
  expect(arrival('"n":9') - arrival('"n":0')).toBeGreaterThan(5_000);
});
