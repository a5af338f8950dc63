import "server-only";
import { redisClient } from "@/lib/server/redis/redis-client";
import { createMemoryWindowCounter, type WindowCounter } from "./window-counter";
import { createRedisWindowCounter } from "./window-counter-redis";

/**
 * A window counter counted once for the deployment: in Redis when `redisUrl()` names one (several
 * instances, Vercel), else in this process. While Redis cannot be reached, this process counts on its
 * own rather than refuse or hang (redis-client.ts says so in the log).
 */
export function deploymentWindowCounter(
  name: string,
  limit: () => number,
  windowMs: number,
  redisUrl: () => string | undefined,
): WindowCounter {
  const memory = createMemoryWindowCounter(limit, windowMs);
  const shared = new Map<string, WindowCounter>();
  const inRedis = (): WindowCounter | null => {
    const url = redisUrl();
    if (!url) return null;
    let counter = shared.get(url);
    if (!counter) shared.set(url, (counter = createRedisWindowCounter(() => redisClient(url), name, limit, windowMs)));
    return counter;
  };
  return {
    async take(client, amount) {
      const redis = inRedis();
      return redis ? redis.take(client, amount).catch(() => memory.take(client, amount)) : memory.take(client, amount);
    },
    async refund(client, amount) {
      const redis = inRedis();
      return redis ? redis.refund(client, amount).catch(() => memory.refund(client, amount)) : memory.refund(client, amount);
    },
  };
}
