import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { verifyAccessCookieValue } from "./access-cookie";
import { createUnlockHandler } from "./unlock-handler";
import { PEER_ADDRESS_HEADER, installPeerAddressStamp } from "./peer-address";
import { createWrongCodeLimiter } from "./wrong-code-limiter";

const env = parseEnv({ ACCESS_CODE: "alpha,beta", EVOLINK_API_KEY: "sk-1" });

function handler(limit = 10) {
  return createUnlockHandler({ env: () => env, limiter: createWrongCodeLimiter(limit, 60_000) });
}

const json = (code: unknown, url = "http://localhost/api/unlock", headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ code }),
  });

const form = (code: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/unlock", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ code }).toString(),
  });

function cookieValue(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return /moonlit_access=([^;]+)/.exec(header)?.[1] ?? "";
}

/** A JSON body whose first bytes arrive and the rest never do. */
function stalledBody(): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":"al'));
    },
  });
  return new Request("http://localhost/api/unlock", { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half" } as RequestInit);
}

describe("POST /api/unlock", () => {
  it("gives up on a body that stops arriving, as the gateway and shares do", async () => {
    const stallEnv = parseEnv({ ACCESS_CODE: "alpha,beta", EVOLINK_API_KEY: "sk-1", REQUEST_BODY_IDLE_TIMEOUT_MS: "50" });
    const handle = createUnlockHandler({ env: () => stallEnv, limiter: createWrongCodeLimiter(10, 60_000) });
    const answered = await Promise.race([handle(stalledBody()), new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 5_000))]);
    expect(answered).not.toBe("still waiting");
    expect((answered as Response).status).toBe(400);
  });

  it("sets a valid signed cookie for a right code sent as JSON", async () => {
    const response = await handler()(json("beta"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(verifyAccessCookieValue(env, cookieValue(response))).toBe(true);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly.*SameSite=Lax/);
    expect(response.headers.get("set-cookie")).not.toContain("Secure");
  });

  it("marks the cookie Secure over https", async () => {
    const response = await handler()(json("alpha", "https://localhost/api/unlock"));
    expect(response.headers.get("set-cookie")).toContain("Secure");
  });

  it("answers a wrong JSON code with 401 and a clear message, and no cookie", async () => {
    const response = await handler()(json("gamma"));
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toMatchObject({ ok: false, error: { message: "That access code is not right." } });
  });

  it("redirects a right form post home with the cookie", async () => {
    const response = await handler()(form("alpha"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(verifyAccessCookieValue(env, cookieValue(response))).toBe(true);
  });

  it("redirects a wrong form post back to the page with the error", async () => {
    const response = await handler()(form("nope"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/unlock?error=wrong");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("rejects a missing code with 400", async () => {
    expect((await handler()(json(undefined))).status).toBe(400);
    expect((await handler()(json(42))).status).toBe(400);
  });

  it("refuses further attempts, even right ones, after too many wrong codes", async () => {
    const unlock = handler(2);
    await unlock(json("x"));
    const second = await unlock(json("y"));
    expect(second.status).toBe(401);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    const blocked = await unlock(json("alpha"));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
  });

  it("says so when the server has no codes", async () => {
    const open = createUnlockHandler({ env: () => parseEnv({}), limiter: createWrongCodeLimiter() });
    expect((await open(json("anything"))).status).toBe(400);
  });

  it("reserves each attempt before reading the body: of 200 wrong codes sent at once, only the limit's worth are checked", async () => {
    const unlock = handler(10);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => unlock(json(`guess-${i}`))));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    // And the right code, sent after, is refused unchecked too: this client is at its limit.
    expect((await unlock(json("alpha"))).status).toBe(429);
  });

  it("gives a reserved attempt back when no code came, so empty posts lock nobody out", async () => {
    const unlock = handler(3);
    for (let i = 0; i < 20; i++) expect((await unlock(json(undefined))).status).toBe(400);
    expect((await unlock(json("alpha"))).status).toBe(200);
  });

  it("keys the limit on the connection's address, so a claimed X-Forwarded-For buys no extra tries", async () => {
    installPeerAddressStamp();
    const unlock = handler(3);
    const from = (forwarded: string) => ({ [PEER_ADDRESS_HEADER]: "10.0.0.9", "x-forwarded-for": forwarded });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await unlock(json(`guess-${i}`, undefined, from(`6.6.6.${i}`)))).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("bounds the rate of code checks whatever the number of addresses: 300 guesses from 60 at once are not all checked", async () => {
    installPeerAddressStamp();
    const waits: number[] = [];
    // A stopped clock: the whole burst arrives in the same instant.
    const limiter = createWrongCodeLimiter(10, 15 * 60_000, () => 1_000_000);
    const unlock = createUnlockHandler({ env: () => env, limiter, wait: async (ms) => void waits.push(ms) });
    const guesses = Array.from({ length: 300 }, (_, i) => unlock(json(`guess-${i}`, undefined, { [PEER_ADDRESS_HEADER]: `198.51.100.${i % 60}` })));
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    // Answered within ten seconds: the overall budget (100) and at most one more check a second.
    const answeredWithin10s = checked - waits.filter((ms) => ms >= 10_000).length;
    expect(answeredWithin10s).toBeLessThanOrEqual(100 + 11);
    expect(statuses.filter((status) => status === 429).length).toBe(300 - checked);
    // No two checks past the budget share a second.
    expect(new Set(waits).size).toBe(waits.length);

    // A right code from a new address still gets in, in its turn; it was checked, not refused.
    const right = await unlock(json("alpha", undefined, { [PEER_ADDRESS_HEADER]: "192.0.2.10" }));
    expect(right.status).toBe(200);
    expect(verifyAccessCookieValue(env, cookieValue(right))).toBe(true);
  });

  it("holds a right code past the overall budget as long as a wrong one, so its quick answer tells nothing", async () => {
    installPeerAddressStamp();
    const waits: number[] = [];
    const limiter = createWrongCodeLimiter(3, 60_000, () => 5_000, { maxFailuresOverall: 2, checkIntervalMs: 2_500 });
    const unlock = createUnlockHandler({ env: () => env, limiter, wait: async (ms) => void waits.push(ms) });
    const peer = (n: number) => ({ [PEER_ADDRESS_HEADER]: `10.0.3.${n}` });
    expect((await unlock(json("wrong", undefined, peer(1)))).status).toBe(401);
    expect((await unlock(json("wrong", undefined, peer(2)))).status).toBe(401);
    expect(waits).toEqual([]);
    expect((await unlock(json("wrong", undefined, peer(3)))).status).toBe(401);
    expect((await unlock(json("alpha", undefined, peer(4)))).status).toBe(200);
    expect((await unlock(json("wrong", undefined, peer(5)))).status).toBe(401);
    expect(waits).toEqual([2_500, 5_000]);
  });

  it("refuses a code posted from another site, as JSON (403) or as a form (back to the page), unchecked", async () => {
    const unlock = handler(1);
    const crossJson = await unlock(json("alpha", undefined, { "sec-fetch-site": "cross-site" }));
    expect(crossJson.status).toBe(403);
    expect(await crossJson.json()).toMatchObject({ ok: false, error: { type: "cross_site" } });
    const crossForm = form("alpha", { origin: "https://evil.example" });
    const redirected = await unlock(crossForm);
    expect(redirected.headers.get("location")).toBe("/unlock?error=cross_site");
    expect(redirected.headers.get("set-cookie")).toBeNull();
    // Refused before any check: none of that counted against this client's single try.
    expect((await unlock(json("alpha", undefined, { origin: "http://localhost" }))).status).toBe(200);
  });

  it("takes only JSON or a form, and only on ALLOWED_HOSTS when set", async () => {
    const plain = new Request("http://localhost/api/unlock", { method: "POST", headers: { "content-type": "text/plain" }, body: "code=alpha" });
    const refused = await handler()(plain);
    expect(refused.headers.get("location")).toBe("/unlock?error=unsupported_media_type");
    expect(refused.headers.get("set-cookie")).toBeNull();

    const hosted = parseEnv({ ACCESS_CODE: "alpha", EVOLINK_API_KEY: "sk-1", ALLOWED_HOSTS: "chat.example.com" });
    const unlock = createUnlockHandler({ env: () => hosted, limiter: createWrongCodeLimiter() });
    const elsewhere = await unlock(json("alpha", "http://localhost/api/unlock", { host: "rebound.example" }));
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ error: { type: "host_not_allowed" } });
    expect((await unlock(json("alpha", "http://localhost/api/unlock", { host: "chat.example.com" }))).status).toBe(200);
  });
});
