import "server-only";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { openShareStore, REDIS_KEY_BASE } from "@/lib/server/share-store/open-share-store";
import type { ShareQuota } from "@/lib/server/share-store/share-quota";
import type { ShareStore } from "@/lib/server/share-store/share-store";
import { startRedisServer } from "./redis-server";

// The two places a share store can live, each opened the way the server opens it, with a raw view of
// what is kept there (keys as the store names them, e.g. "meta:<id>") for the tests to inspect.
// Unless a test gives its own, the quota is far larger than any test fills.

export const ROOMY_QUOTA: ShareQuota = { maxBytes: 1e12, maxShares: 1e9, neverMaxBytes: 1e12, neverMaxShares: 1e9 };

export interface StoreBackend {
  name: "disk" | "redis";
  open(now: () => number, quota?: ShareQuota): Promise<ShareStore>;
  keys(): Promise<string[]>;
  read(key: string): Promise<string | null>;
  write(key: string, value: string): Promise<void>;
  /** Empties the backend between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** Redis only: the client the tests use to look at TTLs. */
  redis?: Redis;
}

export const redisKey = (key: string) => `${REDIS_KEY_BASE}:${key}`;

export async function diskBackend(): Promise<StoreBackend> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-shares-"));
  const file = (key: string) => path.join(dir, ...key.split(":"));
  return {
    name: "disk",
    open: (now, shareQuota = ROOMY_QUOTA) =>
      openShareStore({ shareStoreDir: dir, redisUrl: undefined, shareQuota }, { now, log: () => undefined }),
    async keys() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join(":"))
        .sort();
    },
    read: (key) => readFile(file(key), "utf8").catch(() => null),
    async write(key, value) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), value);
    },
    async reset() {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir);
    },
    async close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function redisBackend(): Promise<StoreBackend> {
  const server = await startRedisServer();
  const redis = new Redis(server.url);
  const prefix = `${REDIS_KEY_BASE}:`;
  return {
    name: "redis",
    redis,
    open: (now, shareQuota = ROOMY_QUOTA) =>
      openShareStore({ shareStoreDir: "unused", redisUrl: server.url, shareQuota }, { now, log: () => undefined }),
    async keys() {
      return (await redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length)).sort();
    },
    read: (key) => redis.get(redisKey(key)),
    async write(key, value) {
      await redis.set(redisKey(key), value);
    },
    async reset() {
      await redis.flushall();
    },
    async close() {
      redis.disconnect();
      await server.stop();
    },
  };
}
