import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/server/env";
import { describeStartup } from "@/lib/server/startup";

describe("describeStartup", () => {
  it("names demo mode when no key is set", () => {
    expect(describeStartup(() => parseEnv({}))).toMatch(/demo mode/);
    expect(describeStartup(() => parseEnv({}))).toMatch(/open to anyone .* ACCESS_CODE/);
  });

  it("names the upstream and the access codes, never the key", () => {
    const line = describeStartup(() => parseEnv({ EVOLINK_API_KEY: "sk-secret", ACCESS_CODE: "north-tide-lantern,second-long-code" }));
    expect(line).toContain("https://direct.evolink.ai");
    expect(line).toContain("access codes required (2)");
    expect(line).not.toContain("sk-secret");
  });

  it("says where shares are kept, never with the Redis password", () => {
    expect(describeStartup(() => parseEnv({ SHARE_STORE_DIR: "/srv/shares" }))).toContain("Shares are kept on disk in /srv/shares.");
    const redis = describeStartup(() => parseEnv({ REDIS_URL: "rediss://default:hunter2@cache.example:6380" }));
    expect(redis).toContain("Shares are kept in Redis at rediss://cache.example:6380.");
    expect(redis).not.toContain("hunter2");
  });

  it("says sharing needs REDIS_URL on Vercel without it", () => {
    expect(describeStartup(() => parseEnv({ VERCEL: "1" }))).toMatch(/Share links are off. Sharing on Vercel needs REDIS_URL/);
    expect(describeStartup(() => parseEnv({ VERCEL: "1", REDIS_URL: "redis://r.example" }))).toContain("kept in Redis");
  });

  it("stops the start with an error naming a bad variable", () => {
    expect(() => describeStartup(() => parseEnv({ EVOLINK_BASE_URL: "ftp://nope" }))).toThrow(EnvError);
    expect(() => describeStartup(() => parseEnv({ EVOLINK_BASE_URL: "ftp://nope" }))).toThrow(/EVOLINK_BASE_URL/);
  });

  it("never logs credentials embedded in a base URL", () => {
    const line = describeStartup(() => parseEnv({ EVOLINK_API_KEY: "k", EVOLINK_BASE_URL: "https://user:secret@proxy.example/v" }));
    expect(line).toContain("https://proxy.example/v");
    expect(line).not.toContain("secret");
  });

  it("refuses codes too short to survive guessing, without printing them", () => {
    const start = () => describeStartup(() => parseEnv({ EVOLINK_API_KEY: "k", ACCESS_CODE: "north-tide-lantern,1234" }));
    expect(start).toThrow(EnvError);
    expect(start).toThrow(/ACCESS_CODE.*at least 8 characters/);
    expect(start).not.toThrow(/1234/);
    expect(() => describeStartup(() => parseEnv({ EVOLINK_API_KEY: "k", ACCESS_CODE: "12345678" }))).not.toThrow();
  });

  it("on Vercel, needs ACCESS_COOKIE_SECRET to sign unlock cookies when there is no API key to sign them with", () => {
    expect(() => describeStartup(() => parseEnv({ VERCEL: "1", ACCESS_CODE: "north-tide-lantern" }))).toThrow(/ACCESS_COOKIE_SECRET/);
    const withSecret = parseEnv({ VERCEL: "1", ACCESS_CODE: "north-tide-lantern", ACCESS_COOKIE_SECRET: "s".repeat(32) });
    expect(() => describeStartup(() => withSecret)).not.toThrow();
    expect(() => describeStartup(() => parseEnv({ VERCEL: "1", ACCESS_CODE: "north-tide-lantern", EVOLINK_API_KEY: "k" }))).not.toThrow();
  });

  it("in demo mode with codes, makes the cookie secret at start and says where it is kept", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-startup-"));
    try {
      const line = describeStartup(() => parseEnv({ ACCESS_CODE: "north-tide-lantern", SHARE_STORE_DIR: dir }));
      const file = path.join(dir, ".access-cookie-secret");
      expect(line).toContain(`Unlock cookies are signed with a random secret kept in ${file}.`);
      expect(existsSync(file)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
