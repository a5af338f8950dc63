import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccessCookieValue } from "@/lib/server/access/access-cookie";
import { PEER_ADDRESS_HEADER, installPeerAddressStamp } from "@/lib/server/access/peer-address";
import { createWrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import type { Protocol } from "@/lib/protocol/models";
import { minimalBody, post, testEnv, testHandler } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "", ACCESS_CODE: "moon-1,moon-2" });

async function send(protocol: Protocol, headers: Record<string, string>) {
  up.enqueue({ kind: "json", status: 200, body: "{}" });
  return testHandler(protocol, vars())(post(protocol, JSON.stringify(minimalBody(protocol)), { headers }));
}

describe("access codes", () => {
  it.each([
    ["a Bearer code", { authorization: "Bearer moon-2" }],
    ["an x-api-key code", { "x-api-key": "moon-1" }],
  ])("lets %s through", async (_name, headers) => {
    const response = await send("anthropic", headers);
    expect(response.status).toBe(200);
    expect(up.requests).toHaveLength(1);
  });

  it("lets the unlock cookie through", async () => {
    const cookie = `moonlit_access=${createAccessCookieValue(testEnv(vars()))}`;
    expect((await send("openai", { cookie })).status).toBe(200);
  });

  it("answers 401 in Anthropic shape without a credential, and calls nothing upstream", async () => {
    const response = await send("anthropic", {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      type: "error",
      error: { type: "authentication_error", message: expect.stringContaining("access code"), moonlit_kind: "access_denied" },
    });
    expect(up.requests).toHaveLength(0);
  });

  it("answers 401 in OpenAI shape for a wrong code or a forged cookie", async () => {
    const attempts: Record<string, string>[] = [{ authorization: "Bearer nope" }, { cookie: "moonlit_access=1.abc" }];
    for (const headers of attempts) {
      const response = await send("openai", headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error", code: "invalid_api_key" } });
    }
    expect(up.requests).toHaveLength(0);
  });

  it("counts wrong codes sent as API keys, then answers 429 with retry-after, even to the right code", async () => {
    const handler = testHandler("anthropic", vars(), { limiter: createWrongCodeLimiter(3, 60_000) });
    const attempt = (code: string) =>
      handler(post("anthropic", JSON.stringify(minimalBody("anthropic")), { headers: { "x-api-key": code } }));
    for (const guess of ["a", "b", "c"]) expect((await attempt(guess)).status).toBe(401);
    const limited = await attempt("moon-1");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({ type: "error", error: { type: "rate_limit_error" } });
    expect(up.requests).toHaveLength(0);
  });

  it("keys wrong codes on the connection's address: a new X-Forwarded-For per guess buys nothing", async () => {
    installPeerAddressStamp();
    const handler = testHandler("openai", vars(), { limiter: createWrongCodeLimiter(2, 60_000) });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const headers = { authorization: `Bearer guess-${i}`, "x-forwarded-for": `6.6.6.${i}`, [PEER_ADDRESS_HEADER]: "10.0.0.9" };
      statuses.push((await handler(post("openai", JSON.stringify(minimalBody("openai")), { headers }))).status);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it("past everyone's budget, checks codes one turn at a time, the right one included, and lets it through", async () => {
    installPeerAddressStamp();
    const waits: number[] = [];
    const limiter = createWrongCodeLimiter(3, 60_000, () => 0, { maxFailuresOverall: 3, checkIntervalMs: 1_500 });
    const handler = testHandler("anthropic", vars(), { limiter, wait: async (ms) => void waits.push(ms) });
    const attempt = (code: string, peer: string) =>
      handler(
        post("anthropic", JSON.stringify(minimalBody("anthropic")), {
          headers: { "x-api-key": code, [PEER_ADDRESS_HEADER]: peer },
        }),
      );
    for (let n = 0; n < 3; n++) expect((await attempt("wrong", `10.0.2.${n}`)).status).toBe(401);
    expect(waits).toEqual([]);
    expect((await attempt("wrong", "10.0.2.76")).status).toBe(401);
    up.enqueue({ kind: "json", status: 200, body: "{}" });
    expect((await attempt("moon-2", "10.0.2.77")).status).toBe(200);
    expect((await attempt("wrong", "10.0.2.78")).status).toBe(401);
    expect(waits).toEqual([1_500, 3_000]);
  });
});
