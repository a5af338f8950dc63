import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError } from "@/lib/server/env";
import { cookieSecret, cookieSecretFile, readOrCreateSecret } from "./cookie-secret";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-cookie-secret-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the unlock cookie's secret", () => {
  it("is ACCESS_COOKIE_SECRET, else the API key, and touches no disk for either", () => {
    expect(cookieSecret({ accessCookieSecret: "chosen", apiKey: "sk-1", shareStoreDir: dir })).toBe("chosen");
    expect(cookieSecret({ accessCookieSecret: undefined, apiKey: "sk-1", shareStoreDir: dir })).toBe("sk-1");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("otherwise is made once and kept: a restart reads the same one, and leaves no stray files", () => {
    const file = cookieSecretFile(path.join(dir, "shares"));
    const first = readOrCreateSecret(file);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readOrCreateSecret(file)).toBe(first);
    expect(readdirSync(path.join(dir, "shares"))).toEqual([".access-cookie-secret"]);
  });

  it("refuses a kept file that holds no usable secret rather than sign with it", () => {
    const file = cookieSecretFile(dir);
    writeFileSync(file, "\n");
    expect(() => readOrCreateSecret(file)).toThrow(/no usable secret: delete it/);
  });

  it("is required on Vercel, where no disk outlives a request", () => {
    expect(() => cookieSecret({ accessCookieSecret: undefined, apiKey: undefined, shareStoreDir: dir, onVercel: true })).toThrow(EnvError);
  });
});
