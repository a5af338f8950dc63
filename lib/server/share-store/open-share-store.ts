import "server-only";
import path from "node:path";
import { loadOnce } from "@/lib/async/load-once";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { localOrRedis } from "@/lib/server/redis/local-or-redis";
import { createMemoryLedger } from "./share-ledger-memory";
import { createRedisLedger } from "./share-ledger-redis";
import { storedEntries } from "./share-quota";
import { metaKey } from "./share-records";
import { createShareStore, type ShareStore } from "./share-store";
import { diskShareStorage } from "./share-storage-disk";
import { redisShareStorage } from "./share-storage-redis";

// Which store this server uses: Redis when REDIS_URL is set (serverless, several instances), on the
// server's one Redis client, else a directory on disk (one machine). Either way with its quota's
// ledger: in Redis beside Redis, in memory beside the disk.

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

export function openShareStore(env: StoreEnv, options: OpenOptions = {}): Promise<ShareStore> {
  const { now = Date.now, cwd = process.cwd(), log = console.error } = options;
  const quota = env.shareQuota;
  const open = localOrRedis<Promise<ShareStore>>(
    {
      local: async () => {
        const storage = diskShareStorage(path.resolve(cwd, env.shareStoreDir));
        const ledger = createMemoryLedger({ quota, now, existing: () => storedEntries(storage, now()) });
        return createShareStore({ storage, ledger, now, sweepEveryMs: DISK_SWEEP_EVERY_MS, log });
      },
      redis: async (client) => {
        const redis = await client();
        const storage = redisShareStorage(redis, REDIS_KEY_BASE);
        const ledger = createRedisLedger({
          redis,
          quota,
          now,
          metaKey: (id) => `${REDIS_KEY_BASE}:${metaKey(id)}`,
          existing: () => storedEntries(storage, now()),
        });
        return createShareStore({ storage, ledger, now, log });
      },
    },
    () => env.redisUrl,
  );
  return open();
}

/** The environment the next opening reads: that of the call that starts it. */
let openingEnv: () => StoreEnv = getEnv;
const openShared = loadOnce(() => openShareStore(openingEnv()));

/** The process-wide store, opened on first use (and again after a failed opening). */
export function getShareStore(env: () => StoreEnv = getEnv): Promise<ShareStore> {
  openingEnv = env;
  return openShared();
}
