import { describe, expect, it } from "vitest";
import { DAY, MAX, T0, del, errorOf, handlers, postJson, setClock, setUpShareApi, storedFiles } from "./test-support/share-api";

// POST /api/share against the store's bounds: the quota over all shares, the part of it that never
// expires, and each client's bytes per hour. Every refusal says which bound and stores nothing.

setUpShareApi();

/** A ciphertext of `length` characters (the bytes a share takes in the store). */
const sealed = (length: number) => "AQ" + "x".repeat(length - 2);
const PART = 1500;
const shares = () => storedFiles().filter((file) => file.startsWith("meta/")).length;

async function make(api: ReturnType<typeof handlers>, expires = "7d", headers: Record<string, string> = {}) {
  return api.create(postJson({ ciphertext: sealed(PART), expires }, headers));
}

describe("POST /api/share within the store's quota", () => {
  it("refuses a share past the store's count with 507 store_full, naming the limit, until one is revoked", async () => {
    const api = handlers({ SHARE_STORE_MAX_SHARES: "2" });
    const first = await make(api);
    expect((await make(api)).status).toBe(201);
    const full = await make(api);
    expect(full.status).toBe(507);
    const error = await errorOf(full);
    expect(error.kind).toBe("store_full");
    expect(error.message).toMatch(/2 shares/);
    expect(error.message).toMatch(/SHARE_STORE_MAX_SHARES/);
    expect(shares()).toBe(2);

    const { id, deleteToken } = await first.json();
    expect((await api.revoke(del(deleteToken), id)).status).toBe(204);
    expect((await make(api)).status).toBe(201);
  });

  it("refuses a share past the store's bytes with 507 store_full", async () => {
    const api = handlers({ SHARE_STORE_MAX_BYTES: String(MAX) });
    expect((await make(api)).status).toBe(201);
    expect((await make(api)).status).toBe(201);
    const full = await make(api);
    expect(full.status).toBe(507);
    const error = await errorOf(full);
    expect(error.kind).toBe("store_full");
    expect(error.message).toMatch(/SHARE_STORE_MAX_BYTES/);
    expect(shares()).toBe(2);
  });

  it("makes room again as shares expire", async () => {
    const api = handlers({ SHARE_STORE_MAX_SHARES: "1" });
    expect((await make(api, "1d")).status).toBe(201);
    expect((await make(api, "1d")).status).toBe(507);
    setClock(T0 + DAY);
    expect((await make(api, "1d")).status).toBe(201);
  });

  it("keeps never-expiring shares to their own part, and still takes shares that expire", async () => {
    const api = handlers({ SHARE_NEVER_EXPIRING_MAX_SHARES: "1" });
    expect((await make(api, "never")).status).toBe(201);
    const refused = await make(api, "never");
    expect(refused.status).toBe(507);
    const error = await errorOf(refused);
    expect(error.kind).toBe("never_expiring_full");
    expect(error.message).toMatch(/choose an expiry/i);
    expect((await make(api, "30d")).status).toBe(201);
    expect(shares()).toBe(2);
  });

  it("takes no never-expiring share when the operator allows none", async () => {
    const api = handlers({ SHARE_NEVER_EXPIRING_MAX_SHARES: "0" });
    expect((await errorOf(await make(api, "never"))).kind).toBe("never_expiring_full");
    expect(shares()).toBe(0);
  });
});

describe("POST /api/share within a client's bytes per hour", () => {
  it("refuses a client past its bytes with 429 and Retry-After, and not others", async () => {
    const api = handlers({ SHARE_CLIENT_BYTES_PER_HOUR: String(MAX), TRUST_PROXY_HOPS: "1" });
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    expect((await make(api, "7d", from("10.0.0.1"))).status).toBe(201);
    expect((await make(api, "7d", from("10.0.0.1"))).status).toBe(201);
    const limited = await make(api, "7d", from("10.0.0.1"));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const error = await errorOf(limited);
    expect(error.kind).toBe("rate_limited");
    expect(error.message).toMatch(/SHARE_CLIENT_BYTES_PER_HOUR/);
    expect((await make(api, "7d", from("10.0.0.2"))).status).toBe(201);
    expect(shares()).toBe(3);
  });

  it("charges nothing for a share the store refused", async () => {
    const api = handlers({ SHARE_CLIENT_BYTES_PER_HOUR: String(MAX), SHARE_NEVER_EXPIRING_MAX_SHARES: "0" });
    for (let i = 0; i < 4; i++) expect((await make(api, "never")).status).toBe(507);
    expect((await make(api, "7d")).status).toBe(201);
    expect((await make(api, "7d")).status).toBe(201);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    // Passes once clientKey keys IPv6 clients by their /64 (lib/server/access/client-key.ts).
    const api = handlers({ SHARE_CREATE_LIMIT: "1", TRUST_PROXY_HOPS: "1" });
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    expect((await make(api, "7d", from("2001:db8:aa:bb::1"))).status).toBe(201);
    expect((await make(api, "7d", from("2001:db8:aa:bb:ffff:ffff:ffff:2"))).status).toBe(429);
    expect((await make(api, "7d", from("2001:db8:aa:cc::1"))).status).toBe(201);
  });
});
