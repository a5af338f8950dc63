import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import { createOpenAIAccumulator } from "@/lib/stream/openai/accumulator";
import { readSseEvents } from "@/lib/stream/sse";
import { post, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// A stream whose upstream goes silent is ended by the gateway with an error event that the
// browser's own accumulators read as an upstream error, and the upstream request is closed.

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

const vars = { EVOLINK_FALLBACK_BASE_URL: "", UPSTREAM_IDLE_TIMEOUT_MS: "80" };

/** The first `count` events of a fixture's stream, cut at an event boundary. */
function firstEvents(sse: Uint8Array, count: number): string {
  return new TextDecoder().decode(sse).split("\n\n").slice(0, count).join("\n\n") + "\n\n";
}

describe("an upstream stream gone silent", () => {
  it("ends an Anthropic stream with event: error, which the accumulator reports", async () => {
    const fixture = loadFixture("p01_anthropic_plain_text");
    upstream.enqueue({ kind: "sse", body: firstEvents(fixture.sse, 3), keepOpen: true });
    const handle = testHandler("anthropic", { ...vars, EVOLINK_BASE_URL: upstream.url });
    const response = await handle(post("anthropic", JSON.stringify(fixture.meta.request)));
    const acc = createAnthropicAccumulator();
    for await (const event of readSseEvents(response.body!)) acc.push(event);
    const { error } = acc.finish();
    expect(acc.done).toBe(false);
    expect(error).toMatchObject({ kind: "upstream", body: { type: "error", error: { type: "api_error", message: expect.stringMatching(/silent/), moonlit_kind: "upstream_idle" } } });
    await upstream.requests[0].closed;
  });

  it("ends an OpenAI stream with data: {error}, which the accumulator reports", async () => {
    const fixture = loadFixture("p07_openai_reasoning_content");
    upstream.enqueue({ kind: "sse", body: firstEvents(fixture.sse, 2), keepOpen: true });
    const handle = testHandler("openai", { ...vars, EVOLINK_BASE_URL: upstream.url });
    const response = await handle(post("openai", JSON.stringify(fixture.meta.request)));
    const acc = createOpenAIAccumulator();
    for await (const event of readSseEvents(response.body!)) acc.push(event);
    const { error } = acc.finish();
    expect(error).toMatchObject({ kind: "upstream", body: { error: { type: "server_error", message: expect.stringMatching(/silent/), moonlit_kind: "upstream_idle" } } });
    await upstream.requests[0].closed;
  });

  it("leaves streams alone when the limit is 0", async () => {
    const fixture = loadFixture("p01_anthropic_plain_text");
    upstream.enqueue({ kind: "sse", body: fixture.sse, dripMs: 0, bodyDelayMs: 150 });
    const handle = testHandler("anthropic", { ...vars, EVOLINK_BASE_URL: upstream.url, UPSTREAM_IDLE_TIMEOUT_MS: "0" });
    const text = await (await handle(post("anthropic", JSON.stringify(fixture.meta.request)))).text();
    expect(text.endsWith(new TextDecoder().decode(fixture.sse))).toBe(true);
  });
});
