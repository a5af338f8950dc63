import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/server/env";
import { describeStartup } from "@/lib/server/startup";

describe("describeStartup", () => {
  it("names demo mode when no key is set", () => {
    expect(describeStartup(() => parseEnv({}))).toMatch(/demo mode/);
    expect(describeStartup(() => parseEnv({}))).toMatch(/open to anyone .* ACCESS_CODE/);
  });

  it("names the upstream and the access codes, never the key", () => {
    const line = describeStartup(() => parseEnv({ EVOLINK_API_KEY: "sk-secret", ACCESS_CODE: "a,b" }));
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
});
