import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONNECTED, minimalBody, post, testHandler, withTimeout } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
const streamBody = JSON.stringify(minimalBody("anthropic", { stream: true }));


describe("client disconnects", () => {
  it("closes the upstream connection when the client aborts mid-stream", async () => {
    up.enqueue({ kind: "sse", body: 'event: ping\ndata: {"type":"ping"}\n\n', keepOpen: true });
    const controller = new AbortController();
    const response = await testHandler("anthropic", vars())(post("anthropic", streamBody, { signal: controller.signal }));
    const reader = response.body!.getReader();
    let received = "";
    while (!received.endsWith("\n\n") || received === CONNECTED) received += new TextDecoder().decode((await reader.read()).value);
    expect(received).toBe(CONNECTED + 'event: ping\ndata: {"type":"ping"}\n\n');
    controller.abort();
    await withTimeout(up.requests[0].closed);
  });

  it("closes the upstream connection when the client cancels the body", async () => {
    up.enqueue({ kind: "sse", body: 'event: ping\ndata: {"type":"ping"}\n\n', keepOpen: true });
    const response = await testHandler("anthropic", vars())(post("anthropic", streamBody));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await withTimeout(up.requests[0].closed);
  });

  it("closes the upstream connection when the client aborts before the headers", async () => {
    up.enqueue({ kind: "hang" });
    const controller = new AbortController();
    const pending = testHandler("anthropic", vars())(post("anthropic", streamBody, { signal: controller.signal }));
    while (up.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await withTimeout(up.requests[0].closed);
    await pending;
  });
});
