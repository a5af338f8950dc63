import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadErrorFixture } from "@/lib/protocol/fixtures/load";
import type { Protocol } from "@/lib/protocol/models";
import { minimalBody, post, TEST_KEY, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
const send = (protocol: Protocol) => testHandler(protocol, vars())(post(protocol, JSON.stringify(minimalBody(protocol))));

describe("upstream errors", () => {
  it.each([
    ["anthropic", "a429_rate_limit"],
    ["openai", "o429_rate_limit"],
  ] as const)("%s: a 429 keeps its body and retry-after", async (protocol, name) => {
    const { body } = loadErrorFixture(name);
    up.enqueue({ kind: "json", status: 429, body, headers: { "retry-after": "17" } });
    const response = await send(protocol);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("17");
    expect(await response.text()).toBe(body);
  });

  it.each(["a400_invalid_request", "a500_api_error"])("passes %s through with its status", async (name) => {
    const fixture = loadErrorFixture(name);
    up.enqueue({ kind: "json", status: fixture.meta.status, body: fixture.body });
    const response = await send("anthropic");
    expect(response.status).toBe(fixture.meta.status);
    expect(await response.text()).toBe(fixture.body);
  });

  it.each([
    ["anthropic", "a401_authentication"],
    ["openai", "o401_authentication"],
  ] as const)("%s: a 401 body is replaced by one that says nothing about the key", async (protocol, name) => {
    const leaky = loadErrorFixture(name).body.replace("Invalid or missing API key", `Invalid API key ${TEST_KEY} for https://secret-upstream`);
    up.enqueue({ kind: "json", status: 401, body: leaky, headers: { "x-key-hint": TEST_KEY } });
    const response = await send(protocol);
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toContain(TEST_KEY);
    expect(text).not.toContain("secret-upstream");
    expect(text).not.toMatch(/api key/i);
    expect(text).toContain("Upstream rejected the server's credentials");
    expect([...response.headers.values()].join(" ")).not.toContain(TEST_KEY);
    const body = JSON.parse(text);
    if (protocol === "anthropic") expect(body).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    else expect(body).toMatchObject({ error: { type: "authentication_error", code: null } });
  });
});
