import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diskBackend, redisBackend, type StoreBackend } from "@/lib/server/test-support/share-store-backends";
import type { ShareQuota } from "./share-quota";

// The store's quota, on the disk store and on a real Redis: the shares and bytes it keeps in all, and
// the part of them that never expires. A refused share writes nothing; revoked and expired shares
// give their room back; shares kept before the quota existed count too.

const DAY = 24 * 60 * 60_000;
const T0 = Date.UTC(2031, 4, 1);
const sealed = (length: number) => "AQ" + "x".repeat(length - 2);
const QUOTA: ShareQuota = { maxBytes: 1000, maxShares: 4, neverMaxBytes: 500, neverMaxShares: 2 };

const backends: Array<[string, () => Promise<StoreBackend>]> = [
  ["disk", diskBackend],
  ["redis", redisBackend],
];

describe.each(backends)("share store quota on %s", (_name, makeBackend) => {
  let backend: StoreBackend;
  let clock = T0;
  const open = (quota: ShareQuota = QUOTA) => backend.open(() => clock, quota);

  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  beforeEach(async () => {
    await backend.reset();
    clock = T0;
  });

  it("refuses a share past the count, says which limit, and writes nothing", async () => {
    const store = await open();
    for (let i = 0; i < 4; i++) expect((await store.create({ ciphertext: sealed(10), ttlMs: DAY })).ok).toBe(true);
    const keys = await backend.keys();
    expect(await store.create({ ciphertext: sealed(10), ttlMs: DAY })).toEqual({ ok: false, refusal: { limit: "store_shares", max: 4 } });
    expect(await backend.keys()).toEqual(keys);
    expect(await store.usage()).toEqual({ bytes: 40, shares: 4, neverBytes: 0, neverShares: 0 });
  });

  it("refuses a share past the bytes", async () => {
    const store = await open();
    expect((await store.create({ ciphertext: sealed(600), ttlMs: DAY })).ok).toBe(true);
    expect(await store.create({ ciphertext: sealed(401), ttlMs: DAY })).toEqual({ ok: false, refusal: { limit: "store_bytes", max: 1000 } });
    expect((await store.create({ ciphertext: sealed(400), ttlMs: DAY })).ok).toBe(true);
    expect(await store.usage()).toMatchObject({ bytes: 1000, shares: 2 });
  });

  it("keeps never-expiring shares within their own part, beside shares that expire", async () => {
    const store = await open();
    expect((await store.create({ ciphertext: sealed(300), ttlMs: null })).ok).toBe(true);
    expect(await store.create({ ciphertext: sealed(201), ttlMs: null })).toEqual({ ok: false, refusal: { limit: "never_bytes", max: 500 } });
    expect((await store.create({ ciphertext: sealed(100), ttlMs: null })).ok).toBe(true);
    expect(await store.create({ ciphertext: sealed(10), ttlMs: null })).toEqual({ ok: false, refusal: { limit: "never_shares", max: 2 } });
    expect((await store.create({ ciphertext: sealed(10), ttlMs: DAY })).ok).toBe(true);
    expect(await store.usage()).toEqual({ bytes: 410, shares: 3, neverBytes: 400, neverShares: 2 });
  });

  it("gives a revoked share's room back", async () => {
    const store = await open();
    const never = await store.create({ ciphertext: sealed(300), ttlMs: null });
    const day = await store.create({ ciphertext: sealed(200), ttlMs: DAY });
    if (!never.ok || !day.ok) throw new Error("not created");
    await store.revoke(never.share.id, never.share.deleteToken);
    await store.revoke(day.share.id, "wrong token");
    expect(await store.usage()).toEqual({ bytes: 200, shares: 1, neverBytes: 0, neverShares: 0 });
  });

  it("gives an expired share's room back, read or not", async () => {
    const store = await open({ ...QUOTA, maxShares: 1 });
    expect((await store.create({ ciphertext: sealed(10), ttlMs: DAY })).ok).toBe(true);
    clock = T0 + DAY - 1;
    expect((await store.create({ ciphertext: sealed(10), ttlMs: DAY })).ok).toBe(false);
    clock = T0 + DAY;
    expect((await store.create({ ciphertext: sealed(10), ttlMs: DAY })).ok).toBe(true);
    expect(await store.usage()).toEqual({ bytes: 10, shares: 1, neverBytes: 0, neverShares: 0 });
  });

  it("counts the shares kept before the quota existed", async () => {
    // Entries as the store wrote them before it recorded sizes: no `bytes` in the meta.
    const old = (id: string, expiresAt: number | null) =>
      Promise.all([
        backend.write(`meta:${id}`, JSON.stringify({ id, createdAt: T0 - DAY, expiresAt, deleteTokenHash: "h" })),
        backend.write(`data:${id}`, JSON.stringify({ ciphertext: sealed(100) })),
      ]);
    await old("AAAAAAAAAAAAAAAAAAAAAA", null);
    await old("AAAAAAAAAAAAAAAAAAAAAQ", T0 + DAY);
    await old("AAAAAAAAAAAAAAAAAAAAAg", T0 - 1);
    const store = await open();
    expect(await store.usage()).toEqual({ bytes: 200, shares: 2, neverBytes: 100, neverShares: 1 });
    expect((await store.create({ ciphertext: sealed(10), ttlMs: DAY })).ok).toBe(true);
    expect(await store.usage()).toEqual({ bytes: 210, shares: 3, neverBytes: 100, neverShares: 1 });
  });

  it("holds when several servers create at once", async () => {
    // On Redis, two stores over one backend, as two server processes; a disk store serves one process.
    const first = await open();
    const servers = backend.name === "redis" ? [first, await open()] : [first, first];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => servers[i % 2].create({ ciphertext: sealed(10), ttlMs: i % 3 === 0 ? null : DAY })),
    );
    const usage = await first.usage();
    expect(usage.shares).toBe(4);
    expect(usage.neverShares).toBeLessThanOrEqual(2);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(usage.shares);
    expect((await backend.keys()).filter((key) => key.startsWith("meta:"))).toHaveLength(usage.shares);
  });
});
