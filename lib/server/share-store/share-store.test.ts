import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ROOMY_QUOTA, diskBackend, redisBackend, redisKey, type StoreBackend } from "@/lib/server/test-support/share-store-backends";
import { startRedisServer } from "@/lib/server/test-support/redis-server";
import { DISK_SWEEP_EVERY_MS, openShareStore } from "./open-share-store";
import { TOMBSTONE_TTL_MS } from "./share-records";
import type { CreatedShare, ShareStore } from "./share-store";

// One suite, run on the disk store and on a real Redis: both must behave the same. The clock is the
// store's injected one; Redis's own TTLs are checked separately below.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2031, 4, 1);
const CIPHERTEXT = "AQ" + "x-_9".repeat(40);

/** A share the store must keep (the quota is tested in share-store-quota.test.ts). */
async function kept(store: ShareStore, ttlMs: number | null): Promise<CreatedShare> {
  const outcome = await store.create({ ciphertext: CIPHERTEXT, ttlMs });
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.limit}`);
  return outcome.share;
}

const backends: Array<[string, () => Promise<StoreBackend>]> = [
  ["disk", diskBackend],
  ["redis", redisBackend],
];

describe.each(backends)("share store on %s", (_name, makeBackend) => {
  let backend: StoreBackend;
  let clock = T0;
  let store: ShareStore;

  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  beforeEach(async () => {
    await backend.reset();
    clock = T0;
    store = await backend.open(() => clock);
  });

  it("keeps a share and gives it back", async () => {
    const created = await kept(store, DAY);
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ createdAt: T0, expiresAt: T0 + DAY });
    expect(await store.get(created.id)).toEqual({
      ok: true,
      share: { ciphertext: CIPHERTEXT, createdAt: T0, expiresAt: T0 + DAY },
    });
  });

  it("gives every share its own id and token", async () => {
    const a = await kept(store, null);
    const b = await kept(store, null);
    expect(a.id).not.toBe(b.id);
    expect(a.deleteToken).not.toBe(b.deleteToken);
  });

  it("keeps only the ciphertext and metadata, and the delete token only as a hash", async () => {
    const { id, deleteToken } = await kept(store, 7 * DAY);
    expect(await backend.keys()).toEqual([`data:${id}`, `gone:${id}`, `meta:${id}`]);
    expect(JSON.parse((await backend.read(`data:${id}`)) ?? "")).toEqual({ ciphertext: CIPHERTEXT });
    const meta = JSON.parse((await backend.read(`meta:${id}`)) ?? "");
    expect(Object.keys(meta).sort()).toEqual(["bytes", "createdAt", "deleteTokenHash", "expiresAt", "id"]);
    expect(meta.bytes).toBe(CIPHERTEXT.length);
    for (const key of await backend.keys()) expect(await backend.read(key)).not.toContain(deleteToken);
  });

  it("answers not_found for unknown and malformed ids without touching the store", async () => {
    const unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    for (const id of [unknown, "short", "../../../etc/passwd", "meta:AAAAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAAAB", ""]) {
      expect(await store.get(id)).toEqual({ ok: false, kind: "not_found" });
      expect(await store.revoke(id, "token")).toEqual({ ok: false, kind: "not_found" });
    }
    expect(await backend.keys()).toEqual([]);
  });

  it("revokes only with the right token, and then says revoked", async () => {
    const { id, deleteToken } = await kept(store, DAY);
    expect(await store.revoke(id, "wrong")).toEqual({ ok: false, kind: "forbidden" });
    const oneOff = deleteToken.slice(0, -1) + (deleteToken.endsWith("A") ? "B" : "A");
    expect(await store.revoke(id, oneOff)).toEqual({ ok: false, kind: "forbidden" });
    expect((await store.get(id)).ok).toBe(true);
    expect(await store.revoke(id, deleteToken)).toEqual({ ok: true });
    expect(await store.get(id)).toEqual({ ok: false, kind: "revoked" });
    expect(await store.revoke(id, deleteToken)).toEqual({ ok: false, kind: "revoked" });
    expect(await backend.keys()).toEqual([`gone:${id}`]);
  });

  it("expires a share at its time and says expired", async () => {
    const { id, deleteToken } = await kept(store, DAY);
    clock = T0 + DAY - 1;
    expect((await store.get(id)).ok).toBe(true);
    clock = T0 + DAY;
    expect(await store.get(id)).toEqual({ ok: false, kind: "expired" });
    expect(await backend.keys()).toEqual([`gone:${id}`]);
    expect(await store.revoke(id, deleteToken)).toEqual({ ok: false, kind: "expired" });
  });

  it("refuses to revoke an expired share even with its token", async () => {
    const { id, deleteToken } = await kept(store, DAY);
    clock = T0 + 2 * DAY;
    expect(await store.revoke(id, deleteToken)).toEqual({ ok: false, kind: "expired" });
    expect(await store.get(id)).toEqual({ ok: false, kind: "expired" });
  });

  it("keeps a share without expiry", async () => {
    const { id, expiresAt } = await kept(store, null);
    expect(expiresAt).toBeNull();
    expect(await backend.keys()).toEqual([`data:${id}`, `meta:${id}`]);
    clock = T0 + 3650 * DAY;
    expect(await store.get(id)).toMatchObject({ ok: true, share: { expiresAt: null } });
  });

  it("forgets why a share went once its tombstone is old", async () => {
    const { id, deleteToken } = await kept(store, null);
    await store.revoke(id, deleteToken);
    clock = T0 + TOMBSTONE_TTL_MS - 1;
    expect(await store.get(id)).toEqual({ ok: false, kind: "revoked" });
    clock = T0 + TOMBSTONE_TTL_MS;
    expect(await store.get(id)).toEqual({ ok: false, kind: "not_found" });
  });

  it("treats a damaged entry as missing", async () => {
    const { id } = await kept(store, null);
    await backend.write(`meta:${id}`, "{not json");
    expect(await store.get(id)).toEqual({ ok: false, kind: "not_found" });
    expect(await store.revoke(id, "x")).toEqual({ ok: false, kind: "not_found" });
  });

  it("sweeps expired shares and old tombstones, and nothing else", async () => {
    const soon = await kept(store, DAY);
    const never = await kept(store, null);
    const week = await kept(store, 7 * DAY);
    clock = T0 + 2 * DAY;
    expect(await store.sweep()).toBe(1);
    expect(await backend.keys()).toEqual(
      [`gone:${soon.id}`, `data:${never.id}`, `meta:${never.id}`, `data:${week.id}`, `gone:${week.id}`, `meta:${week.id}`].sort(),
    );
    clock = T0 + DAY + TOMBSTONE_TTL_MS;
    expect(await store.sweep()).toBe(1);
    expect(await backend.keys()).toEqual([`data:${never.id}`, `gone:${week.id}`, `meta:${never.id}`].sort());
    expect(await store.get(soon.id)).toEqual({ ok: false, kind: "not_found" });
    expect(await store.get(week.id)).toEqual({ ok: false, kind: "expired" });
    expect((await store.get(never.id)).ok).toBe(true);
  });
});

describe("share store on disk, by itself", () => {
  let backend: StoreBackend;
  beforeAll(async () => {
    backend = await diskBackend();
  });
  afterAll(async () => {
    await backend.close();
  });

  it("sweeps on access, at most every few minutes", async () => {
    let clock = T0;
    const store = await backend.open(() => clock);
    const first = await kept(store, MINUTE);
    const second = await kept(store, 3 * MINUTE);
    clock = T0 + 2 * MINUTE;
    await store.get(second.id);
    expect(await backend.keys()).toContain(`meta:${first.id}`);
    clock = T0 + DISK_SWEEP_EVERY_MS;
    await store.get(second.id);
    const keys = await backend.keys();
    expect(keys).not.toContain(`meta:${first.id}`);
    expect(keys).not.toContain(`meta:${second.id}`);
    expect(keys).toContain(`gone:${first.id}`);
  });

  it("keeps its directory relative to the working directory", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "moonlit-cwd-"));
    const store = await openShareStore({ shareStoreDir: ".data/shares", redisUrl: undefined, shareQuota: ROOMY_QUOTA }, { cwd: root });
    const { id } = await kept(store, null);
    expect(await readdir(path.join(root, ".data/shares/meta"))).toEqual([id]);
    await rm(root, { recursive: true, force: true });
  });
});

describe("share store on Redis, by itself", () => {
  let backend: StoreBackend;
  beforeAll(async () => {
    backend = await redisBackend();
  });
  afterAll(async () => {
    await backend.close();
  });
  beforeEach(() => backend.reset());

  it("sets a Redis TTL on every entry", async () => {
    const redis = backend.redis!;
    const store = await backend.open(() => T0);
    const day = await kept(store, DAY);
    for (const key of [`meta:${day.id}`, `data:${day.id}`]) {
      const ttl = await redis.pttl(redisKey(key));
      expect(ttl).toBeGreaterThan(DAY - 10_000);
      expect(ttl).toBeLessThanOrEqual(DAY);
    }
    expect(await redis.pttl(redisKey(`gone:${day.id}`))).toBeGreaterThan(DAY + TOMBSTONE_TTL_MS - 10_000);

    const never = await kept(store, null);
    expect(await redis.pttl(redisKey(`meta:${never.id}`))).toBe(-1);
    expect(await redis.pttl(redisKey(`data:${never.id}`))).toBe(-1);
    await store.revoke(never.id, never.deleteToken);
    const tombstone = await redis.pttl(redisKey(`gone:${never.id}`));
    expect(tombstone).toBeGreaterThan(TOMBSTONE_TTL_MS - 10_000);
    expect(tombstone).toBeLessThanOrEqual(TOMBSTONE_TTL_MS);
  });

  it("says expired after Redis itself dropped the share", async () => {
    const store = await backend.open(() => Date.now());
    const { id } = await kept(store, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(await backend.redis!.exists(redisKey(`meta:${id}`), redisKey(`data:${id}`))).toBe(0);
    expect(await store.get(id)).toEqual({ ok: false, kind: "expired" });
  });

  it("fails, rather than hangs, while Redis is unreachable", async () => {
    const gone = await startRedisServer();
    await gone.stop();
    const store = await openShareStore({ shareStoreDir: "unused", redisUrl: gone.url, shareQuota: ROOMY_QUOTA }, { log: () => undefined });
    await expect(store.create({ ciphertext: CIPHERTEXT, ttlMs: null })).rejects.toThrow();
    await expect(store.get("AAAAAAAAAAAAAAAAAAAAAA")).rejects.toThrow();
  });
});
