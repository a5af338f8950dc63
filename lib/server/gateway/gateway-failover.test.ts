import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadErrorFixture, loadFixture } from "@/lib/protocol/fixtures/load";
import { CONNECTED, minimalBody, post, testHandler } from "./test-support/harness";
import { startFakeUpstream, unusedUrl, type FakeUpstream } from "./test-support/fake-upstream";

let primary: FakeUpstream;
let fallback: FakeUpstream;
beforeAll(async () => {
  primary = await startFakeUpstream();
  fallback = await startFakeUpstream();
});
afterAll(async () => {
  await primary.close();
  await fallback.close();
});
beforeEach(() => {
  primary.reset();
  fallback.reset();
});

const fixture = loadFixture("p01_anthropic_plain_text");
const streamBody = JSON.stringify(fixture.meta.request);
const vars = (extra: Record<string, string> = {}) => ({
  EVOLINK_BASE_URL: primary.url,
  EVOLINK_FALLBACK_BASE_URL: fallback.url,
  UPSTREAM_HEADERS_TIMEOUT_MS: "150",
  ...extra,
});

async function expectFallbackAnswered(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(CONNECTED + new TextDecoder().decode(fixture.sse));
  expect(fallback.requests).toHaveLength(1);
  expect(fallback.requests[0].body.toString()).toBe(streamBody);
}

describe("failover to the fallback base", () => {
  it.each([500, 502, 503, 504, 529])("retries once on the fallback after a %i", async (status) => {
    primary.enqueue({ kind: "json", status, body: '{"type":"error","error":{"type":"api_error","message":"down"}}' });
    fallback.enqueue({ kind: "sse", body: fixture.sse });
    await expectFallbackAnswered(await testHandler("anthropic", vars())(post("anthropic", streamBody)));
    expect(primary.requests).toHaveLength(1);
  });

  it("retries on the fallback after a connection reset", async () => {
    primary.enqueue({ kind: "reset" });
    fallback.enqueue({ kind: "sse", body: fixture.sse });
    await expectFallbackAnswered(await testHandler("anthropic", vars())(post("anthropic", streamBody)));
  });

  it("retries on the fallback when the primary refuses connections", async () => {
    fallback.enqueue({ kind: "sse", body: fixture.sse });
    const handle = testHandler("anthropic", { ...vars(), EVOLINK_BASE_URL: await unusedUrl() });
    await expectFallbackAnswered(await handle(post("anthropic", streamBody)));
  });

  it("retries on the fallback when a stream's headers do not arrive in time", async () => {
    primary.enqueue({ kind: "hang" });
    fallback.enqueue({ kind: "sse", body: fixture.sse });
    // A primary that hangs for good: without the headers timeout this would wait until the test's.
    await expectFallbackAnswered(await testHandler("anthropic", vars())(post("anthropic", streamBody)));
    // The abandoned primary request is closed, not left open.
    await primary.requests[0].closed;
  });

  it("waits for a slow non-stream answer: its headers come only when generation ends", async () => {
    primary.enqueue({ kind: "json", status: 200, body: '{"id":"slow"}', headersDelayMs: 400 });
    const body = JSON.stringify(minimalBody("anthropic"));
    const response = await testHandler("anthropic", vars())(post("anthropic", body));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id":"slow"}');
    expect(fallback.requests).toHaveLength(0);
  });

  it("answers 502 when both bases fail", async () => {
    primary.enqueue({ kind: "reset" });
    fallback.enqueue({ kind: "reset" });
    const response = await testHandler("openai", vars())(post("openai", JSON.stringify(minimalBody("openai"))));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { type: "server_error" } });
  });
});

describe("no failover", () => {
  it.each([400, 429])("passes a %i from the primary straight through", async (status) => {
    const body = `{"type":"error","error":{"type":"x","message":"status ${status}"}}`;
    primary.enqueue({ kind: "json", status, body });
    const response = await testHandler("anthropic", vars())(post("anthropic", streamBody));
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(fallback.requests).toHaveLength(0);
  });

  it("passes the primary's 529 through when the fallback is disabled", async () => {
    const { body } = loadErrorFixture("a529_overloaded");
    primary.enqueue({ kind: "json", status: 529, body });
    const response = await testHandler("anthropic", vars({ EVOLINK_FALLBACK_BASE_URL: "" }))(post("anthropic", streamBody));
    expect(response.status).toBe(529);
    expect(await response.text()).toBe(body);
    expect(fallback.requests).toHaveLength(0);
  });

  it("answers 502 after a reset when the fallback is disabled", async () => {
    primary.enqueue({ kind: "reset" });
    const response = await testHandler("anthropic", vars({ EVOLINK_FALLBACK_BASE_URL: "" }))(post("anthropic", streamBody));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ type: "error", error: { type: "api_error" } });
    expect(fallback.requests).toHaveLength(0);
  });

  it("gives up with 504 when the only base sends no stream headers in time", async () => {
    primary.enqueue({ kind: "hang" });
    const response = await testHandler("anthropic", vars({ EVOLINK_FALLBACK_BASE_URL: "" }))(post("anthropic", streamBody));
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ type: "error", error: { type: "api_error" } });
    await primary.requests[0].closed;
  });

  it("gives up with 504 when the fallback, the last base, sends no stream headers in time either", async () => {
    primary.enqueue({ kind: "hang" });
    fallback.enqueue({ kind: "hang" });
    const response = await testHandler("openai", vars())(post("openai", JSON.stringify(minimalBody("openai", { stream: true }))));
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { type: "server_error" } });
    await fallback.requests[0].closed;
  });

  it("fails over only once: a fallback 503 is what the client gets", async () => {
    primary.enqueue({ kind: "json", status: 503, body: "{}" });
    fallback.enqueue({ kind: "json", status: 503, body: '{"error":{"message":"busy"}}' });
    const response = await testHandler("openai", vars())(post("openai", JSON.stringify(minimalBody("openai"))));
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('{"error":{"message":"busy"}}');
    expect(primary.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(1);
  });
});
