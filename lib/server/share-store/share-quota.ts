import "server-only";
import { isShareId } from "./share-ids";
import { dataKey, parseEntry, shareDataSchema, shareMetaSchema } from "./share-records";
import type { ShareStorage } from "./share-storage";

// The store's quota: how many shares and bytes it keeps in all, and of those, how many never expire.
// Shares that expire give their room back by themselves; never-expiring ones only when revoked, so
// they get a part of their own and cannot fill the store for good. A share's bytes are its
// ciphertext's length. The count is kept by a ledger: in memory beside a disk store (one process),
// in Redis beside a Redis store (many processes, one atomic script each).

export interface ShareQuota {
  maxBytes: number;
  maxShares: number;
  neverMaxBytes: number;
  /** 0: no share may be kept without an expiry. */
  neverMaxShares: number;
}

export interface QuotaUsage {
  bytes: number;
  shares: number;
  neverBytes: number;
  neverShares: number;
}

export type QuotaLimit = "store_shares" | "store_bytes" | "never_shares" | "never_bytes";

/** Which bound a share would pass, and that bound's value. */
export interface QuotaRefusal {
  limit: QuotaLimit;
  max: number;
}

export interface LedgerEntry {
  id: string;
  bytes: number;
  /** null: never expires. */
  expiresAt: number | null;
}

export interface ShareLedger {
  /** Counts the share if it fits (after forgetting shares past their time), else says which bound it passes. */
  reserve(entry: LedgerEntry): Promise<QuotaRefusal | undefined>;
  /** Gives a share's room back (revoked, or never written); nothing if it is not counted. */
  release(id: string): Promise<void>;
  usage(): Promise<QuotaUsage>;
}

/** The bound `entry` would pass on top of `usage`, checked in this order; the Redis script mirrors it. */
export function quotaRefusal(usage: QuotaUsage, entry: LedgerEntry, quota: ShareQuota): QuotaRefusal | undefined {
  if (usage.shares + 1 > quota.maxShares) return { limit: "store_shares", max: quota.maxShares };
  if (usage.bytes + entry.bytes > quota.maxBytes) return { limit: "store_bytes", max: quota.maxBytes };
  if (entry.expiresAt !== null) return undefined;
  if (usage.neverShares + 1 > quota.neverMaxShares) return { limit: "never_shares", max: quota.neverMaxShares };
  if (usage.neverBytes + entry.bytes > quota.neverMaxBytes) return { limit: "never_bytes", max: quota.neverMaxBytes };
  return undefined;
}

/**
 * The live shares already in `storage`, for a ledger that starts counting. Shares kept before the
 * quota existed have no size in their meta; their data is read to learn it (once).
 */
export async function storedEntries(storage: ShareStorage, now: number): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (const key of await storage.keys("meta")) {
    const id = key.slice("meta:".length);
    if (!isShareId(id)) continue;
    const meta = parseEntry(shareMetaSchema, await storage.read(key));
    if (!meta || meta.id !== id || (meta.expiresAt !== null && meta.expiresAt <= now)) continue;
    const bytes = meta.bytes ?? parseEntry(shareDataSchema, await storage.read(dataKey(id)))?.ciphertext.length;
    if (bytes !== undefined) entries.push({ id, bytes, expiresAt: meta.expiresAt });
  }
  return entries;
}
