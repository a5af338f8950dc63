import "server-only";
import path from "node:path";
import { createStorage } from "unstorage";
import fsLiteDriver from "unstorage/drivers/fs-lite";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { createShareStore, type ShareStore } from "./share-store";

// Which store this server uses: Redis when REDIS_URL is set (serverless, several instances), else a
// directory on disk (one machine). fs-lite, not unstorage's fs driver: no file watcher is needed.

type StoreEnv = Pick<ServerEnv, "redisUrl" | "shareStoreDir">;

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
  const { now, cwd = process.cwd(), log = console.error } = options;
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
    reportConnectionErrors(driver.getInstance?.(), log);
    return createShareStore({ storage: createStorage({ driver }), now, log });
  }
  const base = path.resolve(cwd, env.shareStoreDir);
  return createShareStore({
    storage: createStorage({ driver: fsLiteDriver({ base }) }),
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

let shared: Promise<ShareStore> | undefined;

/** The process-wide store, opened on first use. */
export function getShareStore(env: () => StoreEnv = getEnv): Promise<ShareStore> {
  shared ??= openShareStore(env()).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
