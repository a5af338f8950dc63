import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/server/env";
import { describeStartup, start, type StartupDeps } from "@/lib/server/startup";

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

describe("start", () => {
  const run = (variables: Record<string, string>, onVercel = false) => {
    const calls = { log: [] as string[], fail: [] as string[], exits: [] as number[] };
    const deps: StartupDeps = {
      env: () => parseEnv(variables),
      onVercel,
      log: (line) => calls.log.push(line),
      fail: (line) => calls.fail.push(line),
      exit: (code) => void calls.exits.push(code),
    };
    start(deps);
    return calls;
  };

  it("logs how the server will run, and goes on", () => {
    const calls = run({ EVOLINK_API_KEY: "k", ACCESS_CODE: "north-tide-lantern" });
    expect(calls.log).toEqual([expect.stringMatching(/^Moonlit: relaying to/)]);
    expect(calls.fail).toEqual([]);
    expect(calls.exits).toEqual([]);
  });

  // Next catches an error thrown from register() and serves on, every request a bare 500.
  it("on a Node host, prints what to fix and exits 1 rather than serve misconfigured", () => {
    const calls = run({ EVOLINK_API_KEY: "k", ACCESS_CODE: "Xy7q" });
    expect(calls.fail).toEqual([expect.stringMatching(/^Moonlit cannot start: Invalid environment variable ACCESS_CODE: each code needs at least 8/)]);
    expect(calls.fail[0]).not.toContain("Xy7q");
    expect(calls.exits).toEqual([1]);
    expect(calls.log).toEqual([]);

    expect(run({ MAX_REQUEST_BYTES: "lots" }).fail).toEqual([expect.stringMatching(/MAX_REQUEST_BYTES: must be a positive whole number/)]);
    expect(run({ MAX_REQUEST_BYTES: "lots" }).exits).toEqual([1]);
  });

  it("on a Node host, exits 1 too when the start fails another way (a share directory it cannot make)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-startup-"));
    try {
      const file = path.join(dir, "a-file");
      writeFileSync(file, "");
      const calls = run({ ACCESS_CODE: "north-tide-lantern", SHARE_STORE_DIR: path.join(file, "shares") });
      expect(calls.fail).toEqual([expect.stringMatching(/^Moonlit cannot start: ENOTDIR/)]);
      expect(calls.exits).toEqual([1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("on Vercel, which keeps the process, logs the problem and stays up to answer that it is misconfigured", () => {
    const calls = run({ VERCEL: "1", EVOLINK_API_KEY: "k", ACCESS_CODE: "Xy7q" }, true);
    expect(calls.fail).toEqual([expect.stringMatching(/ACCESS_CODE/)]);
    expect(calls.exits).toEqual([]);
    expect(calls.log).toEqual([]);
  });
});
