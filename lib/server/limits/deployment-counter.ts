import "server-only";
import { localOrRedis } from "@/lib/server/redis/local-or-redis";
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
  const counter = localOrRedis<WindowCounter>(
    {
      local: () => memory,
      redis: (client) => {
        const inRedis = createRedisWindowCounter(client, name, limit, windowMs);
        return {
          take: (key, amount) => inRedis.take(key, amount).catch(() => memory.take(key, amount)),
          refund: (key, amount) => inRedis.refund(key, amount).catch(() => memory.refund(key, amount)),
        };
      },
    },
    redisUrl,
  );
  return {
    take: (client, amount) => counter().take(client, amount),
    refund: (client, amount) => counter().refund(client, amount),
  };
}
