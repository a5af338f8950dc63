import { describe, expect, it } from "vitest";
import { createAccessCookieValue } from "./access-cookie";
import { checkGatewayAccess, hasAccessCookie, isValidCode } from "./check-access";
import { createWrongCodeLimiter } from "./wrong-code-limiter";

const env = { accessCodes: ["alpha", "beta"], accessCookieSecret: "secret", apiKey: "sk-1" };
const request = (headers: Record<string, string>) => new Request("http://h.test/api/x", { headers });

// A code or the cookie lets a caller in, each wrong code counted (a fresh limiter per call here).
const hasAccess = (request: Request, accessEnv: typeof env) =>
  checkGatewayAccess(request, accessEnv, createWrongCodeLimiter()).ok;

describe("gateway access", () => {
  it("lets everyone in when no code is configured", () => {
    expect(hasAccess(request({}), { ...env, accessCodes: [] })).toBe(true);
  });

  it("accepts any configured code as a Bearer token or x-api-key", () => {
    expect(hasAccess(request({ authorization: "Bearer alpha" }), env)).toBe(true);
    expect(hasAccess(request({ authorization: "bearer beta" }), env)).toBe(true);
    expect(hasAccess(request({ "x-api-key": "beta" }), env)).toBe(true);
  });

  it("accepts the signed cookie", () => {
    expect(hasAccess(request({ cookie: `moonlit_access=${createAccessCookieValue(env)}` }), env)).toBe(true);
  });

  it("refuses no credentials, a wrong code, or a forged cookie", () => {
    expect(hasAccess(request({}), env)).toBe(false);
    expect(hasAccess(request({ authorization: "Bearer gamma" }), env)).toBe(false);
    expect(hasAccess(request({ "x-api-key": "alph" }), env)).toBe(false);
    expect(hasAccess(request({ cookie: "moonlit_access=1700000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }), env)).toBe(false);
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
});
