import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listFixtures, loadFixture } from "@/lib/protocol/fixtures/load";
import type { Protocol } from "@/lib/protocol/models";
import { CONNECTED, post, readAll, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
const decoder = new TextDecoder();

function stripLeadingConnected(bytes: Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode(CONNECTED);
  expect(bytes.subarray(0, prefix.byteLength)).toEqual(prefix);
  return bytes.subarray(prefix.byteLength);
}

describe("stream relay", () => {
  it.each(listFixtures("public"))("relays %s byte for byte", async (name) => {
    const fixture = loadFixture(name);
    const protocol = fixture.meta.protocol as Protocol;
    // Small writes so many chunks cross multi-byte characters and event boundaries.
    up.enqueue({ kind: "sse", body: fixture.sse, chunkSize: 97 });
    const response = await testHandler(protocol, vars())(post(protocol, JSON.stringify(fixture.meta.request)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("connection")).toBe("keep-alive");
    expect(response.headers.get("x-moonlit-demo")).toBeNull();
    expect(stripLeadingConnected(await readAll(response))).toEqual(fixture.sse);
  });

  it("adds keep-alives only between events when upstream goes quiet", async () => {
    const fixture = loadFixture("p01_anthropic_plain_text");
    up.enqueue({ kind: "sse", body: fixture.sse, chunkSize: 150, dripMs: 25 });
    const handle = testHandler("anthropic", vars(), { keepAliveMs: 10 });
    const response = await handle(post("anthropic", JSON.stringify(fixture.meta.request)));
    const text = decoder.decode(stripLeadingConnected(await readAll(response)));
    expect(text).toContain(": keep-alive\n\n");
    // Every comment starts right after a blank line, so no event was split.
    for (const match of text.matchAll(/: keep-alive\n\n/g)) {
      expect(match.index === 0 || text.slice(match.index - 2, match.index) === "\n\n").toBe(true);
    }
    expect(text.replaceAll(": keep-alive\n\n", "")).toBe(decoder.decode(fixture.sse));
  });

  it("sends the first byte as soon as upstream's headers arrive, before any event", async () => {
    up.enqueue({ kind: "sse", body: "event: ping\ndata: {\"type\":\"ping\"}\n\n", keepOpen: true, headersDelayMs: 5, bodyDelayMs: 10_000 });
    const controller = new AbortController();
    const handle = testHandler("anthropic", vars());
    const request = post("anthropic", JSON.stringify({ model: "kimi-k3", max_tokens: 8, stream: true, messages: [{ role: "user", content: "x" }] }), {
      signal: controller.signal,
    });
    const response = await handle(request);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe(CONNECTED);
    controller.abort();
    await reader.cancel();
  });
});

describe("non-stream pass-through", () => {
  it("returns upstream's status, content type and exact JSON bytes", async () => {
    const body = '{"id":"msg_9","type":"message","content":[{"type":"text","text":"héllo 🌙"}],  "extra":1}';
    up.enqueue({ kind: "json", status: 200, body, headers: { "content-type": "application/json; charset=utf-8", "request-id": "req_42", "x-internal": "no" } });
    const response = await testHandler("anthropic", vars())(post("anthropic", JSON.stringify({ model: "kimi-k3", max_tokens: 8, messages: [{ role: "user", content: "x" }] })));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("request-id")).toBe("req_42");
    expect(response.headers.get("x-internal")).toBeNull();
    expect(Buffer.from(await readAll(response)).equals(Buffer.from(body))).toBe(true);
  });
});
