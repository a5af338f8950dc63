import "server-only";
import type { CreatedShare as CreatedShareAnswer, StoredShare } from "@/lib/protocol/share/share-api";
import { deleteTokenMatches, hashDeleteToken, isShareId, newDeleteToken, newShareId } from "./share-ids";
import type { QuotaRefusal, QuotaUsage, ShareLedger } from "./share-quota";
import {
  TOMBSTONE_TTL_MS,
  dataKey,
  goneKey,
  metaKey,
  parseEntry,
  shareDataSchema,
  shareMetaSchema,
  tombstoneSchema,
  type ShareData,
  type ShareMeta,
  type Tombstone,
} from "./share-records";
import type { ShareStorage } from "./share-storage";

// Shares over a ShareStorage (a disk or Redis). Expiry is the store's own: each entry carries a TTL,
// which Redis enforces by itself; a disk has no TTL, so entries also carry their times and a sweep
// (run on access, at most every `sweepEveryMs`) deletes what has passed. Either way a share read
// after its time answers "expired", even before the storage has removed it.
//
// A share with an expiry gets its "expired" tombstone when it is made, timed to outlive the data:
// Redis drops the data on its own, and the tombstone still tells a visitor why it is gone.
//
// A share is counted against the quota (share-quota.ts) before anything of it is written, and a
// share that does not fit is refused with the bound it would pass.

export type ShareGoneKind = "not_found" | "expired" | "revoked";

/** What GET /api/share/{id} answers with is what the store keeps. */
export type { StoredShare };

/** POST /api/share's answer, and when the share was made. */
export interface CreatedShare extends CreatedShareAnswer {
  createdAt: number;
}

export type CreateOutcome = { ok: true; share: CreatedShare } | { ok: false; refusal: QuotaRefusal };
export type ShareLookup = { ok: true; share: StoredShare } | { ok: false; kind: ShareGoneKind };
export type RevokeOutcome = { ok: true } | { ok: false; kind: ShareGoneKind | "forbidden" };

/** Every method may throw when the storage itself fails (disk, Redis down): the caller says so. */
export interface ShareStore {
  /** ttlMs null: never expires. */
  create(input: { ciphertext: string; ttlMs: number | null }): Promise<CreateOutcome>;
  get(id: string): Promise<ShareLookup>;
  revoke(id: string, deleteToken: string): Promise<RevokeOutcome>;
  /** Deletes expired shares and tombstones past their time; returns how many shares it deleted. */
  sweep(): Promise<number>;
  /** What the live shares take of the quota. */
  usage(): Promise<QuotaUsage>;
}

export interface ShareStoreOptions {
  storage: ShareStorage;
  /** Counts what is kept against the quota. */
  ledger: ShareLedger;
  now?: () => number;
  /** Sweep on access at most this often; undefined never sweeps by itself (Redis expires entries). */
  sweepEveryMs?: number;
  log?: (line: string) => void;
}

export function createShareStore(options: ShareStoreOptions): ShareStore {
  const { storage, ledger, now = Date.now, sweepEveryMs, log = console.error } = options;
  let lastSweep = -Infinity;

  /** Redis TTLs here are whole seconds; rounding up keeps an entry at least until its time. */
  const ttlUntil = (time: number) => Math.max(1, Math.ceil((time - now()) / 1000));
  const isLive = (meta: ShareMeta) => meta.expiresAt === null || meta.expiresAt > now();

  async function readMeta(id: string): Promise<ShareMeta | undefined> {
    const meta = parseEntry(shareMetaSchema, await storage.read(metaKey(id)));
    // A case-insensitive disk maps ids differing only in case to one file: it is not this share.
    return meta?.id === id ? meta : undefined;
  }

  async function bury(id: string, reason: Tombstone["reason"], at: number): Promise<void> {
    const tombstone: Tombstone = { reason, at, until: at + TOMBSTONE_TTL_MS };
    await storage.write(goneKey(id), JSON.stringify(tombstone), ttlUntil(tombstone.until));
    await storage.remove(dataKey(id));
    await storage.remove(metaKey(id));
  }

  async function whyGone(id: string): Promise<ShareGoneKind> {
    const tombstone = parseEntry(tombstoneSchema, await storage.read(goneKey(id)));
    return tombstone && tombstone.until > now() ? tombstone.reason : "not_found";
  }

  async function sweep(): Promise<number> {
    let removed = 0;
    for (const key of await storage.keys("meta")) {
      const id = key.slice("meta:".length);
      if (!isShareId(id)) continue;
      const meta = parseEntry(shareMetaSchema, await storage.read(key));
      if (meta && isLive(meta)) continue;
      if (meta?.expiresAt != null) await bury(id, "expired", meta.expiresAt);
      else await Promise.all([storage.remove(dataKey(id)), storage.remove(key), ledger.release(id)]);
      removed++;
    }
    for (const key of await storage.keys("gone")) {
      const tombstone = parseEntry(tombstoneSchema, await storage.read(key));
      if (!tombstone || tombstone.until <= now()) await storage.remove(key);
    }
    return removed;
  }

  async function sweepIfDue(): Promise<void> {
    if (sweepEveryMs === undefined || now() - lastSweep < sweepEveryMs) return;
    lastSweep = now();
    // A failed sweep must not fail the request that happened to trigger it.
    await sweep().catch((error: unknown) => log(`[moonlit] share store sweep failed: ${String(error)}`));
  }

  return {
    async create({ ciphertext, ttlMs }) {
      await sweepIfDue();
      const id = newShareId();
      const deleteToken = newDeleteToken();
      const createdAt = now();
      const expiresAt = ttlMs === null ? null : createdAt + ttlMs;
      const bytes = ciphertext.length;
      const refusal = await ledger.reserve({ id, bytes, expiresAt });
      if (refusal) return { ok: false, refusal };
      const lifetime = expiresAt === null ? undefined : ttlUntil(expiresAt);
      const meta: ShareMeta = { id, createdAt, expiresAt, deleteTokenHash: hashDeleteToken(deleteToken), bytes };
      try {
        await storage.write(metaKey(id), JSON.stringify(meta), lifetime);
        await storage.write(dataKey(id), JSON.stringify({ ciphertext } satisfies ShareData), lifetime);
        if (expiresAt !== null) {
          const tombstone: Tombstone = { reason: "expired", at: expiresAt, until: expiresAt + TOMBSTONE_TTL_MS };
          await storage.write(goneKey(id), JSON.stringify(tombstone), ttlUntil(tombstone.until));
        }
      } catch (error) {
        // The share is not kept, so it takes no room (unless the store is down for this too).
        await ledger.release(id).catch(() => undefined);
        throw error;
      }
      return { ok: true, share: { id, deleteToken, createdAt, expiresAt } };
    },

    async get(id) {
      if (!isShareId(id)) return { ok: false, kind: "not_found" };
      await sweepIfDue();
      const meta = await readMeta(id);
      if (meta && !isLive(meta)) {
        await bury(id, "expired", meta.expiresAt as number);
        return { ok: false, kind: "expired" };
      }
      if (meta) {
        const data = parseEntry(shareDataSchema, await storage.read(dataKey(id)));
        const { createdAt, expiresAt } = meta;
        if (data) return { ok: true, share: { ciphertext: data.ciphertext, createdAt, expiresAt } };
      }
      return { ok: false, kind: await whyGone(id) };
    },

    async revoke(id, deleteToken) {
      if (!isShareId(id)) return { ok: false, kind: "not_found" };
      await sweepIfDue();
      const meta = await readMeta(id);
      if (!meta) return { ok: false, kind: await whyGone(id) };
      if (!isLive(meta)) {
        await bury(id, "expired", meta.expiresAt as number);
        return { ok: false, kind: "expired" };
      }
      if (!deleteTokenMatches(meta.deleteTokenHash, deleteToken)) return { ok: false, kind: "forbidden" };
      await bury(id, "revoked", now());
      await ledger.release(id);
      return { ok: true };
    },

    sweep,

    usage: () => ledger.usage(),
  };
}
