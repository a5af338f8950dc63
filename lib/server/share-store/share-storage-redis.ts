import "server-only";
import type Redis from "ioredis";
import type { ShareStorage } from "./share-storage";

// Shares in Redis, on the server's one client (redis-client.ts), each entry a string under `base`
// (`<base>:meta:<id>`), expiring by Redis TTL. The keys are those unstorage's Redis driver wrote for
// earlier versions, so their shares read the same.

export function redisShareStorage(redis: Redis, base: string): ShareStorage {
  const full = (key: string) => `${base}:${key}`;
  return {
    read: (key) => redis.get(full(key)),
    async write(key, text, ttlSeconds) {
      if (ttlSeconds === undefined) await redis.set(full(key), text);
      else await redis.set(full(key), text, "EX", ttlSeconds);
    },
    async remove(key) {
      await redis.unlink(full(key));
    },
    async keys(kind) {
      const keys: string[] = [];
      for await (const page of redis.scanStream({ match: `${full(kind)}:*`, count: 1000 })) keys.push(...(page as string[]));
      // SCAN may name a key twice.
      return [...new Set(keys)].map((key) => key.slice(base.length + 1));
    },
  };
}
