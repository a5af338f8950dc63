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

describe("what upstream may send back", () => {
  it.each(["anthropic", "openai"] as const)("%s: an HTML error page is not relayed; the client gets a JSON error naming it", async (protocol) => {
    up.enqueue({ kind: "json", status: 502, body: "<html><script>alert(1)</script></html>", headers: { "content-type": "text/html" } });
    const response = await send(protocol);
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).not.toContain("<script>");
    expect(text).toContain("502 with text/html");
  });

  it("relays application/problem+json as it came", async () => {
    const body = '{"type":"error","error":{"type":"overloaded_error","message":"busy"}}';
    up.enqueue({ kind: "json", status: 529, body, headers: { "content-type": "application/problem+json" } });
    const response = await send("anthropic");
    expect(response.status).toBe(529);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.text()).toBe(body);
  });

  it("never relays the server's key, in an error body or in a stream", async () => {
    up.enqueue({ kind: "json", status: 400, body: `{"type":"error","error":{"type":"invalid_request_error","message":"key ${TEST_KEY} is wrong"}}` });
    const error = await send("anthropic");
    expect(error.status).toBe(400);
    expect(await error.text()).toBe(`{"type":"error","error":{"type":"invalid_request_error","message":"key ${"*".repeat(TEST_KEY.length)} is wrong"}}`);

    const event = `event: error\ndata: {"type":"error","error":{"type":"api_error","message":"echo ${TEST_KEY}"}}\n\n`;
    up.enqueue({ kind: "sse", body: event, chunkSize: 5 });
    const streamed = await testHandler("anthropic", vars())(post("anthropic", JSON.stringify({ ...minimalBody("anthropic"), stream: true })));
    const text = await streamed.text();
    expect(text).not.toContain(TEST_KEY);
    expect(text).toBe(`: connected\n\n${event.replace(TEST_KEY, "*".repeat(TEST_KEY.length))}`);
  });
});
