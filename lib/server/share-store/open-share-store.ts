import "server-only";
import path from "node:path";
import { createStorage } from "unstorage";
import fsLiteDriver from "unstorage/drivers/fs-lite";
import { loadOnce } from "@/lib/async/load-once";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { createMemoryLedger } from "./share-ledger-memory";
import { createRedisLedger } from "./share-ledger-redis";
import { storedEntries } from "./share-quota";
import { createShareStore, type ShareStore } from "./share-store";

// Which store this server uses: Redis when REDIS_URL is set (serverless, several instances), else a
// directory on disk (one machine). fs-lite, not unstorage's fs driver: no file watcher is needed.
// Either way with its quota's ledger: in Redis beside Redis, in memory beside the disk.

type StoreEnv = Pick<ServerEnv, "redisUrl" | "shareStoreDir" | "shareQuota">;

/** Keys in Redis start with this, so the store can share a database with other programs. */
export const REDIS_KEY_BASE = "moonlit:share";
export const DISK_SWEEP_EVERY_MS = 5 * 60_000;

export interface OpenOptions {
  now?: () => number;
  /** The disk store's directory is relative to this. */
  cwd?: string;
  log?: (line: string) => void;
}

export async function openShareStore(env: StoreEnv, options: OpenOptions = {}): Promise<ShareStore> {
  const { now = Date.now, cwd = process.cwd(), log = console.error } = options;
  const quota = env.shareQuota;
  if (env.redisUrl) {
    // Loaded only when used: a disk-only server never starts a Redis client.
    const { default: redisDriver } = await import("unstorage/drivers/redis");
    const driver = redisDriver({
      url: env.redisUrl,
      base: REDIS_KEY_BASE,
      // Fail a request fast (503) while Redis is unreachable, instead of queueing it for ever.
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
    });
    const redis = driver.getInstance!();
    reportConnectionErrors(redis, log);
    const storage = createStorage({ driver });
    const metaKey = (id: string) => `${REDIS_KEY_BASE}:meta:${id}`;
    const ledger = createRedisLedger({ redis, quota, now, metaKey, existing: () => storedEntries(storage, now()) });
    return createShareStore({ storage, ledger, now, log });
  }
  const base = path.resolve(cwd, env.shareStoreDir);
  const storage = createStorage({ driver: fsLiteDriver({ base }) });
  return createShareStore({
    storage,
    ledger: createMemoryLedger({ quota, now, existing: () => storedEntries(storage, now()) }),
    now,
    sweepEveryMs: DISK_SWEEP_EVERY_MS,
    log,
  });
}

/** One line per outage, not one per reconnection attempt; never the URL (it may hold a password). */
function reportConnectionErrors(
  client: { on(event: string, listener: (error?: Error) => void): unknown } | undefined,
  log: (line: string) => void,
): void {
  let reported = false;
  client?.on("error", (error) => {
    if (reported) return;
    reported = true;
    log(`[moonlit] share store: Redis is unreachable (${error?.message ?? "unknown error"}).`);
  });
  client?.on("ready", () => {
    reported = false;
  });
}

/** The environment the next opening reads: that of the call that starts it. */
let openingEnv: () => StoreEnv = getEnv;
const openShared = loadOnce(() => openShareStore(openingEnv()));

/** The process-wide store, opened on first use (and again after a failed opening). */
export function getShareStore(env: () => StoreEnv = getEnv): Promise<ShareStore> {
  openingEnv = env;
  return openShared();
}
