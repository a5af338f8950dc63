import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { spawnSourceWorker } from "@/lib/server/test-support/source-worker";
import { INLINE_MAX_BYTES, createRequestChecker } from "./request-check-pool";
import { minimalBody, post, readAll, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// A body of very many small parts (a 16 MB body of 500,000 one-letter messages) costs seconds to
// parse, validate and simulate; none of that may happen on the main thread, where it would hold up
// every other request meanwhile. Measured by what the main thread parses, not by the clock.

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

let parsedOnMainThread: number[];
beforeEach(() => {
  parsedOnMainThread = [];
  const parse = JSON.parse;
  vi.spyOn(JSON, "parse").mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    parsedOnMainThread.push(text.length);
    return parse(text, reviver);
  });
});
afterEach(() => vi.restoreAllMocks());

const largestParse = () => Math.max(0, ...parsedOnMainThread);
const OK_BODY = '{"id":"msg","type":"message","role":"assistant","content":[]}';

function wideBody(count: number, last: Record<string, unknown> = { role: "user", content: "and now?" }): string {
  const messages = Array.from({ length: count }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "a" }));
  return JSON.stringify(minimalBody("anthropic", { messages: [...messages, last] }));
}

describe("a body of very many small parts", () => {
  it("is parsed, validated and simulated off the main thread (demo mode)", async () => {
    const body = wideBody(500_000);
    expect(body.length).toBeGreaterThan(16_000_000);
    const response = await testHandler("anthropic", { EVOLINK_API_KEY: "" }, { demoPaceMs: 0 })(post("anthropic", body));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: "message", role: "assistant" });
    expect(largestParse()).toBeLessThanOrEqual(INLINE_MAX_BYTES);
  });

  it("goes upstream as the very bytes that arrived, checked off the main thread", async () => {
    upstream.enqueue({ kind: "json", status: 200, body: OK_BODY });
    const body = wideBody(200_000);
    const handle = testHandler("anthropic", { EVOLINK_BASE_URL: upstream.url, EVOLINK_FALLBACK_BASE_URL: "" });
    const response = await handle(post("anthropic", body));
    expect(response.status).toBe(200);
    await readAll(response);
    expect(upstream.requests[0].body.equals(Buffer.from(body))).toBe(true);
    expect(largestParse()).toBeLessThanOrEqual(INLINE_MAX_BYTES);
  });

  it("is refused off the main thread as it would be on it, naming the field at fault", async () => {
    const handle = testHandler("anthropic", { EVOLINK_BASE_URL: upstream.url, EVOLINK_FALLBACK_BASE_URL: "" });
    const badRole = await handle(post("anthropic", wideBody(100_000, { role: "system", content: "x" })));
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toMatchObject({ error: { message: expect.stringMatching(/^messages\.100000\.role: /) } });
    const notJson = await handle(post("anthropic", wideBody(100_000).slice(0, -1)));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { message: "The request body is not valid JSON." } });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe("a body of more values than any request holds", () => {
  // Its parsed form would outgrow the worker's heap, and on Node 24 running out of heap inside
  // JSON.parse aborts the whole process: the values are counted before anything parses them.
  it("is refused with 413 before it is parsed, and the next large body is checked as usual", async () => {
    const worker = new URL("./request-check.worker.ts", import.meta.url);
    const check = createRequestChecker({ spawn: () => spawnSourceWorker(worker, { resourceLimits: { maxOldGenerationSizeMb: 32 } }) });
    const handle = testHandler("anthropic", { EVOLINK_API_KEY: "" }, { check, demoPaceMs: 0 });
    const bomb = JSON.stringify(minimalBody("anthropic")).replace(/}$/, `,"metadata":[${"{},".repeat(2_500_000)}{}]}`);
    const refused = await handle(post("anthropic", bomb));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { type: "request_too_large", message: expect.stringMatching(/more parts/) } });
    expect((await handle(post("anthropic", wideBody(10_000)))).status).toBe(200);
  });
});
