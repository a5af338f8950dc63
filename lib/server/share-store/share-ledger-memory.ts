import "server-only";
import { loadOnce } from "@/lib/async/load-once";
import { quotaRefusal, type LedgerEntry, type QuotaUsage, type ShareLedger, type ShareQuota } from "./share-quota";

// The disk store's ledger: in this process's memory, filled from the store's metas on first use. The
// disk store serves one process, so nothing else changes it; each check and count runs without an
// await between them, so shares created at once cannot both take the last room.

export interface MemoryLedgerOptions {
  quota: ShareQuota;
  now: () => number;
  /** The shares already stored, read once when the ledger is first used. */
  existing: () => Promise<LedgerEntry[]>;
}

export function createMemoryLedger({ quota, now, existing }: MemoryLedgerOptions): ShareLedger {
  const entries = new Map<string, LedgerEntry>();
  const ready = loadOnce(async () => {
    for (const entry of await existing()) entries.set(entry.id, entry);
  });

  /** Forgets what has expired and adds up the rest (at most the quota's count of shares). */
  const tally = (): QuotaUsage => {
    const usage: QuotaUsage = { bytes: 0, shares: 0, neverBytes: 0, neverShares: 0 };
    for (const entry of entries.values()) {
      if (entry.expiresAt !== null && entry.expiresAt <= now()) {
        entries.delete(entry.id);
        continue;
      }
      usage.bytes += entry.bytes;
      usage.shares += 1;
      if (entry.expiresAt === null) {
        usage.neverBytes += entry.bytes;
        usage.neverShares += 1;
      }
    }
    return usage;
  };

  return {
    async reserve(entry) {
      await ready();
      if (entries.has(entry.id)) return undefined;
      const refusal = quotaRefusal(tally(), entry, quota);
      if (!refusal) entries.set(entry.id, entry);
      return refusal;
    },
    async release(id) {
      await ready();
      entries.delete(id);
    },
    async usage() {
      await ready();
      return tally();
    },
  };
}
