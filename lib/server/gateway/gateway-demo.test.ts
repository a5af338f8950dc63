import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGatewayHandler } from "./gateway-handler";
import { parseEnv } from "@/lib/server/env";
import type { Protocol } from "@/lib/protocol/models";
import { CONNECTED, minimalBody, post } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

// No EVOLINK_API_KEY: demo mode. The base URL points at a live upstream that must stay untouched.
function demoHandler(protocol: Protocol) {
  const env = parseEnv({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
  return createGatewayHandler(protocol, { env: () => env, warnIfOpen: () => undefined, demoPaceMs: 0 });
}

describe("demo mode", () => {
  it("answers an Anthropic stream from the simulator, marked as demo", async () => {
    const response = await demoHandler("anthropic")(post("anthropic", JSON.stringify(minimalBody("anthropic", { stream: true }))));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-moonlit-demo")).toBe("1");
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const text = await response.text();
    expect(text.startsWith(CONNECTED)).toBe(true);
    expect(text).toContain("event: message_start");
    expect(text).toContain("event: message_stop");
    expect(up.requests).toHaveLength(0);
  });

  it("answers an OpenAI stream from the simulator", async () => {
    const response = await demoHandler("openai")(post("openai", JSON.stringify(minimalBody("openai", { stream: true }))));
    expect(response.headers.get("x-moonlit-demo")).toBe("1");
    const text = await response.text();
    expect(text).toContain("chat.completion.chunk");
    expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
    expect(up.requests).toHaveLength(0);
  });

  it("answers a non-stream request with simulated JSON", async () => {
    const response = await demoHandler("anthropic")(post("anthropic", JSON.stringify(minimalBody("anthropic"))));
    expect(response.headers.get("x-moonlit-demo")).toBe("1");
    expect(await response.json()).toMatchObject({ type: "message", role: "assistant" });
  });

  it("still validates first", async () => {
    const response = await demoHandler("openai")(post("openai", JSON.stringify(minimalBody("openai", { model: "kimi-k3" }))));
    expect(response.status).toBe(400);
    expect(response.headers.get("x-moonlit-demo")).toBeNull();
  });
});
