import "server-only";
import type Redis from "ioredis";

// One Redis client per URL for the counts that must hold across a deployment's instances (access
// limits, share uploads). ioredis is loaded only when REDIS_URL is set, so a single Node server never
// pays for it. Requests fail fast while Redis is unreachable, so callers can fall back rather than wait.

const clients = new Map<string, Promise<Redis>>();

export function redisClient(url: string, log: (line: string) => void = console.error): Promise<Redis> {
  let client = clients.get(url);
  if (!client) {
    client = import("ioredis").then(({ default: Client }) => {
      const redis = new Client(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000, enableOfflineQueue: true });
      reportOutages(redis, log);
      return redis;
    });
    clients.set(url, client);
  }
  return client;
}

/** One line per outage, not one per reconnection attempt; never the URL (it may hold a password). */
function reportOutages(redis: Redis, log: (line: string) => void): void {
  let reported = false;
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    log(`[moonlit] Redis is unreachable (${error.message}): until it is back, each instance counts limits on its own and replies are relayed without being kept.`);
  });
  redis.on("ready", () => (reported = false));
}
