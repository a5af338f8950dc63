import "server-only";
import type Redis from "ioredis";
import { loadOnce } from "@/lib/async/load-once";
import type { LedgerEntry, QuotaLimit, QuotaUsage, ShareLedger, ShareQuota } from "./share-quota";

// The Redis store's ledger, in Redis itself, so every server process counts against one quota. Each
// operation is one Lua script, which Redis runs atomically: shares created at once on different
// servers cannot both take the last room. Kept under its own prefix, beside the store's keys:
//   sizes   hash  id → bytes, every counted share
//   expiry  zset  id → expiresAt, the shares that expire (forgotten by each script once past)
//   never   set   the ids that never expire
//   totals  hash  bytes, neverBytes
//   indexed       set once the shares kept before the quota existed have been counted
// The checks mirror quotaRefusal in share-quota.ts.

export const REDIS_QUOTA_BASE = "moonlit:share-quota";

const KEYS = ["sizes", "expiry", "never", "totals"].map((name) => `${REDIS_QUOTA_BASE}:${name}`);
const INDEXED_KEY = `${REDIS_QUOTA_BASE}:indexed`;

// ARGV[1] is always the time; KEYS are the four above.
const PRELUDE = `
local sizes, expiry, never, totals = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local function forget(id)
  local bytes = tonumber(redis.call('HGET', sizes, id))
  if not bytes then return end
  redis.call('HDEL', sizes, id)
  redis.call('HINCRBY', totals, 'bytes', -bytes)
  if redis.call('SREM', never, id) == 1 then
    redis.call('HINCRBY', totals, 'neverBytes', -bytes)
  else
    redis.call('ZREM', expiry, id)
  end
end
for _, id in ipairs(redis.call('ZRANGEBYSCORE', expiry, '-inf', ARGV[1])) do forget(id) end
local function total(field) return tonumber(redis.call('HGET', totals, field) or '0') end
`;

// ARGV: now, id, bytes, expiresAt ('' for never), maxBytes, maxShares, neverMaxBytes, neverMaxShares,
// force ('1': count without checking, if KEYS[5], the share's meta, still exists).
const RESERVE = `${PRELUDE}
local id, bytes, expiresAt = ARGV[2], tonumber(ARGV[3]), ARGV[4]
if redis.call('HEXISTS', sizes, id) == 1 then return 'ok' end
if ARGV[9] == '1' then
  if redis.call('EXISTS', KEYS[5]) == 0 then return 'ok' end
else
  if redis.call('HLEN', sizes) + 1 > tonumber(ARGV[6]) then return 'store_shares' end
  if total('bytes') + bytes > tonumber(ARGV[5]) then return 'store_bytes' end
  if expiresAt == '' then
    if redis.call('SCARD', never) + 1 > tonumber(ARGV[8]) then return 'never_shares' end
    if total('neverBytes') + bytes > tonumber(ARGV[7]) then return 'never_bytes' end
  end
end
redis.call('HSET', sizes, id, bytes)
redis.call('HINCRBY', totals, 'bytes', bytes)
if expiresAt == '' then
  redis.call('SADD', never, id)
  redis.call('HINCRBY', totals, 'neverBytes', bytes)
else
  redis.call('ZADD', expiry, expiresAt, id)
end
return 'ok'
`;

// ARGV: now, id.
const RELEASE = `${PRELUDE}
forget(ARGV[2])
return 'ok'
`;

// ARGV: now.
const USAGE = `${PRELUDE}
return { total('bytes'), redis.call('HLEN', sizes), total('neverBytes'), redis.call('SCARD', never) }
`;

export interface RedisLedgerOptions {
  redis: Redis;
  quota: ShareQuota;
  now: () => number;
  /** The Redis key of a share's meta, checked before a share found by `existing` is counted. */
  metaKey: (id: string) => string;
  /** The shares already stored, counted once for all processes. */
  existing: () => Promise<LedgerEntry[]>;
}

const LIMITS = new Set<string>(["store_shares", "store_bytes", "never_shares", "never_bytes"]);

export function createRedisLedger({ redis, quota, now, metaKey, existing }: RedisLedgerOptions): ShareLedger {
  const reserveScript = (entry: LedgerEntry, force: boolean) =>
    redis.eval(
      RESERVE,
      5,
      ...KEYS,
      metaKey(entry.id),
      now(),
      entry.id,
      entry.bytes,
      entry.expiresAt ?? "",
      quota.maxBytes,
      quota.maxShares,
      quota.neverMaxBytes,
      quota.neverMaxShares,
      force ? "1" : "0",
    );

  /** Counts the shares kept before the quota existed; every process may, and counting twice adds nothing. */
  const indexed = loadOnce(async () => {
    if (await redis.exists(INDEXED_KEY)) return;
    for (const entry of await existing()) await reserveScript(entry, true);
    await redis.set(INDEXED_KEY, "1");
  });

  return {
    async reserve(entry) {
      await indexed();
      const answer = String(await reserveScript(entry, false));
      if (!LIMITS.has(answer)) return undefined;
      const limit = answer as QuotaLimit;
      const max = { store_shares: quota.maxShares, store_bytes: quota.maxBytes, never_shares: quota.neverMaxShares, never_bytes: quota.neverMaxBytes }[limit];
      return { limit, max };
    },
    async release(id) {
      await indexed();
      await redis.eval(RELEASE, 4, ...KEYS, now(), id);
    },
    async usage(): Promise<QuotaUsage> {
      await indexed();
      const [bytes, shares, neverBytes, neverShares] = (await redis.eval(USAGE, 4, ...KEYS, now())) as number[];
      return { bytes, shares, neverBytes, neverShares };
    },
  };
}
