import "server-only";
import type Redis from "ioredis";
import { loadOnce, type LoadOnce } from "@/lib/async/load-once";

// The server's one Redis client (per URL: a deployment has one REDIS_URL; tests start several Redis
// servers), used by everything the deployment shares: the share store, the access and upload limits,
// the resumable replies. Its own extra connections (pub/sub, blocking reads) are its duplicates, so one set
// of settings holds for all. ioredis is loaded only when REDIS_URL is set, so a single Node server never
// pays for it. Requests fail fast while Redis is unreachable, so callers can fall back (or answer 503)
// rather than wait.

/** The client, connected on first use. */
export type RedisConnection = () => Promise<Redis>;

const clients = new Map<string, LoadOnce<Redis>>();

export function redisClient(url: string): RedisConnection {
  let client = clients.get(url);
  if (!client) {
    client = loadOnce(async () => {
      const { default: Client } = await import("ioredis");
      const redis = new Client(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000, enableOfflineQueue: true });
      reportOutages(redis);
      return redis;
    });
    clients.set(url, client);
  }
  return client;
}

/** One line per outage, not one per reconnection attempt; never the URL (it may hold a password). */
function reportOutages(redis: Redis): void {
  let reported = false;
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(
      `[moonlit] Redis is unreachable (${error.message}): until it is back, shares can be neither made nor read, ` +
        "each instance counts limits on its own, and replies are relayed without being kept.",
    );
  });
  redis.on("ready", () => (reported = false));
}
