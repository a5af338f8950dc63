import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Protocol } from "@/lib/protocol/models";
import { minimalBody, post, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// Without ACCESS_CODE, any web page a visitor opens could make their browser POST to the gateway
// (text/plain and form posts need no CORS preflight) and spend the key. Browsers say where a request
// comes from (Sec-Fetch-Site, Origin); SDK clients send neither and keep working.

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = (extra: Record<string, string> = {}) => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "", ...extra });

async function send(protocol: Protocol, headers: Record<string, string>, extra: Record<string, string> = {}) {
  up.enqueue({ kind: "json", status: 200, body: "{}" });
  return testHandler(protocol, vars(extra))(post(protocol, JSON.stringify(minimalBody(protocol)), { headers }));
}

describe("gateway requests from browsers", () => {
  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"]])(
    "refuses a body sent as %s with 415, calling nothing upstream",
    async (type) => {
      const response = await send("anthropic", { "content-type": type });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        type: "error",
        error: { type: "invalid_request_error", message: expect.stringContaining("application/json"), moonlit_kind: "unsupported_media_type" },
      });
      expect(up.requests).toHaveLength(0);
    },
  );

  it("accepts application/json with parameters", async () => {
    expect((await send("openai", { "content-type": "Application/JSON; charset=utf-8" })).status).toBe(200);
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["an Origin on another port", { origin: "http://localhost:4000" }],
    ["the opaque Origin null", { origin: "null" }],
  ])("refuses %s with 403 in the protocol's shape", async (_name, headers) => {
    const response = await send("openai", headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("other websites") } });
    expect(up.requests).toHaveLength(0);
  });

  it.each([
    ["this site's own page", { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" }],
    ["an Origin matching Host (no Sec-Fetch-Site)", { origin: "http://localhost:3000" }],
    ["an SDK (neither header)", {}],
  ])("lets %s through", async (_name, headers) => {
    expect((await send("anthropic", headers)).status).toBe(200);
  });

  it("with ALLOWED_HOSTS, refuses other Host names with 403 and a message naming the variable", async () => {
    const allowed = { ALLOWED_HOSTS: "chat.example.com, localhost:3000" };
    expect((await send("anthropic", { host: "chat.example.com" }, allowed)).status).toBe(200);
    expect((await send("anthropic", { host: "localhost:3000" }, allowed)).status).toBe(200);
    const rebound = await send("anthropic", { host: "attacker.example:3000", "sec-fetch-site": "same-origin" }, allowed);
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toMatchObject({ type: "error", error: { type: "permission_error", message: expect.stringContaining("ALLOWED_HOSTS") } });
    expect((await send("anthropic", { host: "localhost:3001" }, allowed)).status).toBe(403);
    expect(up.requests).toHaveLength(2);
  });
});
