import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  ACCESS_COOKIE_MAX_AGE_S,
  accessCookieHeader,
  createAccessCookieValue,
  isSecureRequest,
  readCookie,
  verifyAccessCookieValue,
} from "./access-cookie";

const env = { accessCodes: ["alpha", "beta"], accessCookieSecret: undefined, apiKey: "sk-1" };

describe("access cookie", () => {
  it("verifies a cookie it signed", () => {
    expect(verifyAccessCookieValue(env, createAccessCookieValue(env))).toBe(true);
  });

  it("rejects a tampered or malformed value", () => {
    const value = createAccessCookieValue(env);
    const [issuedAt, signature] = value.split(".");
    expect(verifyAccessCookieValue(env, `${Number(issuedAt) + 1}.${signature}`)).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(verifyAccessCookieValue(env, `${issuedAt}.${flipped}`)).toBe(false);
    expect(verifyAccessCookieValue(env, "garbage")).toBe(false);
    expect(verifyAccessCookieValue(env, "")).toBe(false);
  });

  it("is invalidated when the codes, the secret or the key change", () => {
    const value = createAccessCookieValue(env);
    expect(verifyAccessCookieValue({ ...env, accessCodes: ["alpha"] }, value)).toBe(false);
    expect(verifyAccessCookieValue({ ...env, accessCookieSecret: "s" }, value)).toBe(false);
    expect(verifyAccessCookieValue({ ...env, apiKey: "sk-2" }, value)).toBe(false);
    expect(verifyAccessCookieValue({ ...env, accessCodes: ["beta", "alpha"] }, value)).toBe(true);
  });

  it("expires after its max age", () => {
    const issued = Date.UTC(2030, 0, 1);
    const value = createAccessCookieValue(env, issued);
    expect(verifyAccessCookieValue(env, value, issued + (ACCESS_COOKIE_MAX_AGE_S - 10) * 1000)).toBe(true);
    expect(verifyAccessCookieValue(env, value, issued + (ACCESS_COOKIE_MAX_AGE_S + 10) * 1000)).toBe(false);
  });

  it("sets HttpOnly, SameSite=Lax, a long Max-Age, and Secure only over https", () => {
    const header = accessCookieHeader("v", false);
    expect(header).toContain("moonlit_access=v");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain(`Max-Age=${ACCESS_COOKIE_MAX_AGE_S}`);
    expect(header).not.toContain("Secure");
    expect(accessCookieHeader("v", true)).toContain("; Secure");
  });

  it("reads a cookie by name and tells https requests apart", () => {
    const request = new Request("http://h.test/", { headers: { cookie: "a=1; moonlit_access=x.y; b=2" } });
    expect(readCookie(request, "moonlit_access")).toBe("x.y");
    expect(readCookie(request, "missing")).toBeUndefined();
    expect(isSecureRequest(new Request("https://h.test/"))).toBe(true);
    expect(isSecureRequest(new Request("http://h.test/"))).toBe(false);
    expect(isSecureRequest(new Request("http://h.test/", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
  });

  describe("with neither ACCESS_COOKIE_SECRET nor an API key", () => {
    const dirs = [1, 2].map(() => mkdtempSync(path.join(os.tmpdir(), "moonlit-cookie-secret-")));
    afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const demo = (dir: string) => ({ accessCodes: ["alpha"], accessCookieSecret: undefined, apiKey: undefined, shareStoreDir: dir });

    it("signs with a random secret kept in the share directory, so knowing the codes forges nothing", () => {
      const value = createAccessCookieValue(demo(dirs[0]));
      expect(verifyAccessCookieValue(demo(dirs[0]), value)).toBe(true);
      // Another server with the same codes (or a guesser holding this cookie and trying codes) lacks the secret.
      expect(verifyAccessCookieValue(demo(dirs[1]), value)).toBe(false);
      const file = path.join(dirs[0], ".access-cookie-secret");
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });
  });
});
