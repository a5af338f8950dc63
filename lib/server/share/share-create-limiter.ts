import "server-only";
import { deploymentWindowCounter } from "@/lib/server/limits/deployment-counter";

// How many shares one client may create per hour: each share fills the store for up to 30 days (or
// for ever), so a client gets a budget. Counted once for the deployment when REDIS_URL is set.

export interface CreateLimiter {
  /** Counts one creation for the client and answers 0, or answers the seconds to wait first. */
  take(client: string): Promise<number>;
}

const HOUR_MS = 60 * 60_000;

/** `limit` and `redisUrl` are read on use, so the environment is parsed only when a share is made. */
export function createShareCreateLimiter(limit: () => number, redisUrl: () => string | undefined): CreateLimiter {
  const counter = deploymentWindowCounter("share-creations", limit, HOUR_MS, redisUrl);
  return { take: (client) => counter.take(client, 1) };
}
