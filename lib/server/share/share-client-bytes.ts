import "server-only";
import { deploymentWindowCounter } from "@/lib/server/limits/deployment-counter";
import type { WindowCounter } from "@/lib/server/limits/window-counter";

// How many bytes of shares one client may store per hour. The create limiter counts shares; this
// counts what they weigh, so one address cannot fill the store with a few large ones an hour.
// Counted once for the deployment when REDIS_URL is set, else in this process.

/** `take(client, bytes)` charges a share's bytes (0) or says how many seconds until they fit; `refund` gives them back. */
export type ClientByteBudget = WindowCounter;

const HOUR_MS = 60 * 60_000;

/** `limit` and `redisUrl` are read on use, so the environment is parsed only when a share is made. */
export function createClientByteBudget(limit: () => number, redisUrl: () => string | undefined): ClientByteBudget {
  return deploymentWindowCounter("share-bytes", limit, HOUR_MS, redisUrl);
}
