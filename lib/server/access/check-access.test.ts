import { describe, expect, it } from "vitest";
import { createAccessCookieValue } from "./access-cookie";
import { checkAccess, hasAccessCookie, isValidCode } from "./check-access";
import { createWrongCodeLimiter } from "./wrong-code-limiter";

const env = { accessCodes: ["alpha", "beta"], accessCookieSecret: "secret", apiKey: "sk-1" };
const request = (headers: Record<string, string>) => new Request("http://h.test/api/x", { headers });

// A code or the cookie lets a caller in, each wrong code counted (a fresh limiter per call here).
const hasAccess = async (request: Request, accessEnv: typeof env) =>
  (await checkAccess(request, accessEnv, createWrongCodeLimiter())).ok;

describe("access", () => {
  it("lets everyone in when no code is configured", async () => {
    expect(await hasAccess(request({}), { ...env, accessCodes: [] })).toBe(true);
  });

  it("accepts any configured code as a Bearer token or x-api-key", async () => {
    expect(await hasAccess(request({ authorization: "Bearer alpha" }), env)).toBe(true);
    expect(await hasAccess(request({ authorization: "bearer beta" }), env)).toBe(true);
    expect(await hasAccess(request({ "x-api-key": "beta" }), env)).toBe(true);
  });

  it("accepts the signed cookie", async () => {
    expect(await hasAccess(request({ cookie: `moonlit_access=${createAccessCookieValue(env)}` }), env)).toBe(true);
  });

  it("refuses no credentials, a wrong code, or a forged cookie", async () => {
    expect(await hasAccess(request({}), env)).toBe(false);
    expect(await hasAccess(request({ authorization: "Bearer gamma" }), env)).toBe(false);
    expect(await hasAccess(request({ "x-api-key": "alph" }), env)).toBe(false);
    expect(await hasAccess(request({ cookie: "moonlit_access=1700000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }), env)).toBe(false);
  });

  it("compares codes exactly", () => {
    expect(isValidCode(env, "alpha")).toBe(true);
    expect(isValidCode(env, "Alpha")).toBe(false);
    expect(isValidCode(env, "alpha ")).toBe(false);
  });

  it("hasAccessCookie looks at the cookie only, never at a code", () => {
    expect(hasAccessCookie(request({ authorization: "Bearer alpha" }), env)).toBe(false);
    expect(hasAccessCookie(request({ cookie: `moonlit_access=${createAccessCookieValue(env)}` }), env)).toBe(true);
    expect(hasAccessCookie(request({}), { ...env, accessCodes: [] })).toBe(true);
  });

  it("past everyone's budget, waits for a code's turn before checking it, right codes too; the cookie never waits", async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const limiter = createWrongCodeLimiter(3, 60_000, () => 0, { maxFailuresOverall: 1, checkIntervalMs: 1_000 });
    limiter.recordWrong("elsewhere");
    const cookie = `moonlit_access=${createAccessCookieValue(env)}`;
    expect(await checkAccess(request({ cookie }), env, limiter, wait)).toEqual({ ok: true });
    expect(waits).toEqual([]);
    expect(await checkAccess(request({ authorization: "Bearer alpha" }), env, limiter, wait)).toEqual({ ok: true });
    expect(await checkAccess(request({ authorization: "Bearer alpha" }), env, limiter, wait)).toEqual({ ok: true });
    expect(await checkAccess(request({ authorization: "Bearer nope" }), env, limiter, wait)).toEqual({ ok: false });
    expect(waits).toEqual([1_000, 2_000]);
    expect(await checkAccess(request({ cookie }), env, limiter, wait)).toEqual({ ok: true });
    expect(waits).toEqual([1_000, 2_000]);
  });
});
