import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestUpstream, type TestUpstream } from "@/e2e/test-upstream";
import { listFixtures, loadFixture } from "@/lib/protocol/fixtures/load";
import type { Protocol } from "@/lib/protocol/models";
import { CONNECTED, post, readAll, TEST_KEY, testHandler } from "./test-support/harness";

// The gateway against the project's shared test upstream, the pairing the end-to-end runs use.

let up: TestUpstream;
beforeAll(async () => void (up = await startTestUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
const prefix = new TextEncoder().encode(CONNECTED);

describe("gateway with the shared test upstream", () => {
  it.each(listFixtures("public"))("relays %s written one byte at a time, unchanged", async (name) => {
    const fixture = loadFixture(name);
    const protocol = fixture.meta.protocol as Protocol;
    up.enqueue({ reply: { kind: "fixture", name }, chunking: "byte" });
    const raw = JSON.stringify(fixture.meta.request);
    const bytes = await readAll(await testHandler(protocol, vars())(post(protocol, raw)));
    expect(bytes.subarray(0, prefix.byteLength)).toEqual(prefix);
    expect(bytes.subarray(prefix.byteLength)).toEqual(fixture.sse);
    expect(up.requests[0].body).toBe(raw);
    expect(up.requests[0].headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it("fails over from a 529 fixture to the fallback's simulated stream", async () => {
    const fallback = await startTestUpstream();
    try {
      up.enqueue({ reply: { kind: "fixture", name: "a529_overloaded" } });
      const handle = testHandler("anthropic", { EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: fallback.url });
      const body = JSON.stringify({ model: "kimi-k3", max_tokens: 64, stream: true, messages: [{ role: "user", content: "Hi" }] });
      const text = await (await handle(post("anthropic", body))).text();
      expect(text).toContain("event: message_stop");
      expect(up.requests).toHaveLength(1);
      expect(fallback.requests).toHaveLength(1);
    } finally {
      await fallback.close();
    }
  });
});
