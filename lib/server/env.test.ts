import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, runsOnVercel } from "./env";

describe("parseEnv", () => {
  it("uses the documented defaults and demo mode without a key", () => {
    const env = parseEnv({});
    expect(env).toEqual({
      apiKey: undefined,
      demo: true,
      baseUrl: "https://direct.evolink.ai",
      fallbackBaseUrl: "https://api.evolink.ai",
      accessCodes: [],
      accessCookieSecret: undefined,
      maxRequestBytes: 32 * 1024 * 1024,
      maxBodyBytesInFlight: 128 * 1024 * 1024,
      requestBodyIdleTimeoutMs: 30_000,
      upstreamHeadersTimeoutMs: 60_000,
      upstreamIdleTimeoutMs: 120_000,
      shareStoreDir: ".data/shares",
      redisUrl: undefined,
      shareMaxBytes: 10 * 1024 * 1024,
      shareCreateLimit: 30,
      shareQuota: { maxBytes: 1024 * 1024 * 1024, maxShares: 10_000, neverMaxBytes: 256 * 1024 * 1024, neverMaxShares: 2_500 },
      shareClientBytesPerHour: 50 * 1024 * 1024,
      onVercel: false,
      trustProxyHops: 0,
      allowedHosts: [],
      platformHosts: [],
      allowUserKeys: false,
      mcpAllowPrivateNetworks: false,
      mcpServers: [],
      mcpTimeoutMs: 120_000,
      mcpMaxResponseBytes: 8 * 1024 * 1024,
      mcpCallDeadlineMs: 600_000,
      mcpMaxCallsPerClient: 16,
      logLevel: "info",
    });
  });

  it("reads the share store settings", () => {
    const env = parseEnv({
      SHARE_STORE_DIR: " /var/lib/moonlit ",
      REDIS_URL: "rediss://default:pw@cache.example:6380",
      SHARE_MAX_BYTES: "2048",
      SHARE_CREATE_LIMIT: "5",
    });
    expect(env).toMatchObject({
      shareStoreDir: "/var/lib/moonlit",
      redisUrl: "rediss://default:pw@cache.example:6380",
      shareMaxBytes: 2048,
      shareCreateLimit: 5,
    });
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379", SHARE_STORE_DIR: "" })).toMatchObject({
      redisUrl: "redis://127.0.0.1:6379",
      shareStoreDir: ".data/shares",
    });
    expect(parseEnv({ REDIS_URL: " " }).redisUrl).toBeUndefined();
  });

  it("bounds the share store, with smaller defaults on Redis, which keeps everything in memory", () => {
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).shareQuota).toEqual({
      maxBytes: 200 * 1024 * 1024,
      maxShares: 10_000,
      neverMaxBytes: 50 * 1024 * 1024,
      neverMaxShares: 2_500,
    });
    const env = parseEnv({
      SHARE_STORE_MAX_BYTES: "20000000",
      SHARE_STORE_MAX_SHARES: "100",
      SHARE_NEVER_EXPIRING_MAX_BYTES: "0",
      SHARE_NEVER_EXPIRING_MAX_SHARES: "0",
      SHARE_CLIENT_BYTES_PER_HOUR: "10485760",
    });
    expect(env.shareQuota).toEqual({ maxBytes: 20_000_000, maxShares: 100, neverMaxBytes: 0, neverMaxShares: 0 });
    expect(env.shareClientBytesPerHour).toBe(10 * 1024 * 1024);
    // The never-expiring part follows the store's bounds unless set.
    expect(parseEnv({ SHARE_STORE_MAX_SHARES: "3" }).shareQuota.neverMaxShares).toBe(1);
    // A larger SHARE_MAX_BYTES raises the defaults with it: one share of the largest size always fits.
    expect(parseEnv({ SHARE_MAX_BYTES: String(80 * 1024 * 1024) })).toMatchObject({ shareClientBytesPerHour: 80 * 1024 * 1024 });
  });

  it.each(["SHARE_STORE_MAX_BYTES", "SHARE_CLIENT_BYTES_PER_HOUR"])("refuses %s below SHARE_MAX_BYTES", (variable) => {
    expect(() => parseEnv({ SHARE_MAX_BYTES: "4096", [variable]: "4095" })).toThrow(
      new EnvError(variable, "must be at least SHARE_MAX_BYTES (4096), or no share of the largest size could be kept"),
    );
    expect(() => parseEnv({ SHARE_MAX_BYTES: "4096", [variable]: "4096" })).not.toThrow();
  });

  it("knows it runs on Vercel, where a share must fit the platform's 4.5 MB body limit", () => {
    expect(parseEnv({ VERCEL: "1" })).toMatchObject({ onVercel: true, shareMaxBytes: 4 * 1024 * 1024 });
    expect(parseEnv({ VERCEL: "1", SHARE_MAX_BYTES: "1000" }).shareMaxBytes).toBe(1000);
  });

  it("tells Vercel apart even when the rest does not parse, as parseEnv does", () => {
    expect(runsOnVercel({ VERCEL: "1", MAX_REQUEST_BYTES: "lots" })).toBe(true);
    expect(runsOnVercel({ VERCEL: " " })).toBe(false);
    expect(runsOnVercel({})).toBe(false);
    expect(parseEnv({ VERCEL: " " }).onVercel).toBe(false);
  });

  it("treats an empty or blank key as demo mode", () => {
    expect(parseEnv({ EVOLINK_API_KEY: "" }).demo).toBe(true);
    expect(parseEnv({ EVOLINK_API_KEY: "  " }).demo).toBe(true);
    expect(parseEnv({ EVOLINK_API_KEY: "sk-1" })).toMatchObject({ apiKey: "sk-1", demo: false });
  });

  it("disables the fallback when it is set to the empty string", () => {
    expect(parseEnv({ EVOLINK_FALLBACK_BASE_URL: "" }).fallbackBaseUrl).toBeUndefined();
    expect(parseEnv({ EVOLINK_FALLBACK_BASE_URL: "http://b.test/" }).fallbackBaseUrl).toBe("http://b.test");
  });

  it("strips trailing slashes from the base URL", () => {
    expect(parseEnv({ EVOLINK_BASE_URL: "http://127.0.0.1:9/" }).baseUrl).toBe("http://127.0.0.1:9");
  });

  it("splits comma-separated access codes and drops blanks", () => {
    expect(parseEnv({ ACCESS_CODE: " one, two ,,three " }).accessCodes).toEqual(["one", "two", "three"]);
    expect(parseEnv({ ACCESS_CODE: " , " }).accessCodes).toEqual([]);
  });

  it("parses numbers", () => {
    const env = parseEnv({ MAX_REQUEST_BYTES: "1024", UPSTREAM_HEADERS_TIMEOUT_MS: "250" });
    expect(env.maxRequestBytes).toBe(1024);
    expect(env.upstreamHeadersTimeoutMs).toBe(250);
    expect(parseEnv({ UPSTREAM_IDLE_TIMEOUT_MS: "0" }).upstreamIdleTimeoutMs).toBe(0);
    expect(parseEnv({ UPSTREAM_IDLE_TIMEOUT_MS: "600000" }).upstreamIdleTimeoutMs).toBe(600_000);
    expect(parseEnv({ REQUEST_BODY_IDLE_TIMEOUT_MS: "5000" }).requestBodyIdleTimeoutMs).toBe(5_000);
  });

  it("reads the proxy hops to trust and whether this runs on Vercel", () => {
    expect(parseEnv({ TRUST_PROXY_HOPS: "2", VERCEL: "1" })).toMatchObject({ trustProxyHops: 2, onVercel: true });
    expect(parseEnv({ TRUST_PROXY_HOPS: "0" }).trustProxyHops).toBe(0);
  });

  it("lists allowed hosts in lowercase", () => {
    expect(parseEnv({ ALLOWED_HOSTS: " Chat.Example.com, localhost:3000 ,," }).allowedHosts).toEqual(["chat.example.com", "localhost:3000"]);
    const vercel = { VERCEL_URL: "moonlit-abc123-team.vercel.app", VERCEL_BRANCH_URL: "https://Moonlit-git-main-team.vercel.app/", VERCEL_PROJECT_PRODUCTION_URL: "chat.example.com" };
    expect(parseEnv(vercel).platformHosts).toEqual(["moonlit-abc123-team.vercel.app", "moonlit-git-main-team.vercel.app", "chat.example.com"]);
  });

  it("reads ALLOW_USER_KEYS as a yes or no", () => {
    expect(parseEnv({ ALLOW_USER_KEYS: "true" }).allowUserKeys).toBe(true);
    expect(parseEnv({ ALLOW_USER_KEYS: "1" }).allowUserKeys).toBe(true);
    expect(parseEnv({ ALLOW_USER_KEYS: "false" }).allowUserKeys).toBe(false);
  });

  it("reads the MCP settings", () => {
    const env = parseEnv({
      MCP_ALLOW_PRIVATE_NETWORKS: " TRUE ",
      MCP_SERVERS: '[{"name":"Docs","url":"https://mcp.example.com/mcp","headers":{"Authorization":"Bearer s3cret"}}]',
      MCP_TIMEOUT_MS: "5000",
      MCP_MAX_RESPONSE_BYTES: "65536",
    });
    expect(env.mcpAllowPrivateNetworks).toBe(true);
    expect(env.mcpServers).toEqual([{ id: "docs", name: "Docs", url: "https://mcp.example.com/mcp", headers: { authorization: "Bearer s3cret" } }]);
    expect(env.mcpTimeoutMs).toBe(5000);
    expect(env.mcpMaxResponseBytes).toBe(65536);
  });

  it("reads LOG_LEVEL in any case", () => {
    expect(parseEnv({ LOG_LEVEL: " Debug " }).logLevel).toBe("debug");
    expect(parseEnv({ LOG_LEVEL: "silent" }).logLevel).toBe("silent");
    expect(parseEnv({ LOG_LEVEL: "" }).logLevel).toBe("info");
  });

  it.each([
    ["LOG_LEVEL", "verbose"],
    ["ALLOW_USER_KEYS", "yes please"],
    ["TRUST_PROXY_HOPS", "-1"],
    ["TRUST_PROXY_HOPS", "one"],
    ["EVOLINK_BASE_URL", "not a url"],
    ["EVOLINK_BASE_URL", "ftp://files.test"],
    ["EVOLINK_FALLBACK_BASE_URL", "nope"],
    ["MAX_REQUEST_BYTES", "12kb"],
    ["MAX_REQUEST_BYTES", "0"],
    ["UPSTREAM_HEADERS_TIMEOUT_MS", "-5"],
    ["UPSTREAM_IDLE_TIMEOUT_MS", "2m"],
    ["REQUEST_BODY_IDLE_TIMEOUT_MS", "0"],
    ["REDIS_URL", "http://cache.example"],
    ["REDIS_URL", "localhost:6379"],
    ["SHARE_MAX_BYTES", "0"],
    ["SHARE_MAX_BYTES", "10MB"],
    ["SHARE_CREATE_LIMIT", "many"],
    ["SHARE_STORE_MAX_BYTES", "1GB"],
    ["SHARE_STORE_MAX_SHARES", "0"],
    ["SHARE_NEVER_EXPIRING_MAX_BYTES", "-1"],
    ["SHARE_NEVER_EXPIRING_MAX_SHARES", "some"],
    ["SHARE_CLIENT_BYTES_PER_HOUR", "0"],
    ["MCP_ALLOW_PRIVATE_NETWORKS", "sometimes"],
    ["MCP_SERVERS", "{not json"],
    ["MCP_SERVERS", '[{"name":"x","url":"file:///etc/passwd"}]'],
    ["MCP_TIMEOUT_MS", "0"],
    ["MCP_MAX_RESPONSE_BYTES", "8MB"],
  ])("names the bad variable %s=%s", (variable, value) => {
    let caught: unknown;
    try {
      parseEnv({ [variable]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).variable).toBe(variable);
    expect((caught as EnvError).message).toContain(variable);
  });
});
