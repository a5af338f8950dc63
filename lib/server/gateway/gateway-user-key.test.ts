import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import type { Protocol } from "@/lib/protocol/models";
import { createGatewayHandler } from "./gateway-handler";
import { minimalBody, post, TEST_KEY, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";
import { createWrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";

// Bring your own key: with ALLOW_USER_KEYS=true a person's own EvoLink key, sent by their browser
// in x-evolink-key, goes upstream instead of the server's. Where upstream is stays the server's.

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const USER_KEY = "sk-user-own-key";
const vars = (extra: Record<string, string> = {}) => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "", ...extra });

function send(protocol: Protocol, headers: Record<string, string>, extra: Record<string, string>) {
  up.enqueue({ kind: "json", status: 200, body: "{}" });
  return testHandler(protocol, vars(extra))(post(protocol, JSON.stringify(minimalBody(protocol)), { headers }));
}

describe("a person's own key", () => {
  it("goes upstream instead of the server's when ALLOW_USER_KEYS=true", async () => {
    expect((await send("anthropic", { "x-evolink-key": USER_KEY }, { ALLOW_USER_KEYS: "true" })).status).toBe(200);
    expect(up.requests[0].headers.authorization).toBe(`Bearer ${USER_KEY}`);
    expect(up.requests[0].headers["x-evolink-key"]).toBeUndefined();
  });

  it("is ignored while ALLOW_USER_KEYS is off: the server's key is used", async () => {
    await send("openai", { "x-evolink-key": USER_KEY }, {});
    expect(up.requests[0].headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it("lets a server without a key of its own relay to EvoLink rather than simulate", async () => {
    const env = parseEnv({ ...vars(), ALLOW_USER_KEYS: "true" });
    const handler = createGatewayHandler("openai", { env: () => env, warnIfOpen: () => undefined, limiter: createWrongCodeLimiter() });
    up.enqueue({ kind: "json", status: 200, body: '{"id":"real"}' });
    const response = await handler(post("openai", JSON.stringify(minimalBody("openai")), { headers: { "x-evolink-key": USER_KEY } }));
    expect(await response.json()).toEqual({ id: "real" });
    expect(up.requests[0].headers.authorization).toBe(`Bearer ${USER_KEY}`);
  });

  it("refuses a malformed key with 400, calling nothing upstream", async () => {
    const response = await send("anthropic", { "x-evolink-key": "two words" }, { ALLOW_USER_KEYS: "true" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining("EvoLink key"), moonlit_kind: "user_key_invalid" } });
    expect(up.requests).toHaveLength(0);
  });

  it("says it was the person's key that upstream rejected, not the server's configuration", async () => {
    up.enqueue({ kind: "json", status: 401, body: '{"error":"bad key"}' });
    const handler = testHandler("anthropic", vars({ ALLOW_USER_KEYS: "true" }));
    const response = await handler(post("anthropic", JSON.stringify(minimalBody("anthropic")), { headers: { "x-evolink-key": USER_KEY } }));
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({
      type: "error",
      error: { type: "authentication_error", message: expect.stringContaining("your EvoLink key"), moonlit_kind: "user_key_rejected" },
    });
    expect(JSON.stringify(body)).not.toContain(USER_KEY);
  });

  it("still needs the access code when one is set", async () => {
    const response = await send("openai", { "x-evolink-key": USER_KEY }, { ALLOW_USER_KEYS: "true", ACCESS_CODE: "moon" });
    expect(response.status).toBe(401);
    expect(up.requests).toHaveLength(0);
  });
});
