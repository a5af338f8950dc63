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
