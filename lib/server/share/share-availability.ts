import "server-only";
import type { ShareAvailability } from "@/lib/protocol/share/share-api";
import type { ServerEnv } from "@/lib/server/env";

// Whether this server can keep shares at all. On Vercel no disk outlives a request, so the disk store
// would lose every share: without REDIS_URL, sharing is off and the server says why.

export const NEEDS_REDIS_MESSAGE =
  "Sharing on Vercel needs REDIS_URL (a redis:// or rediss:// URL, e.g. Upstash or Vercel's Redis): " +
  "the disk store does not outlive a request there.";

/** GET /api/share's answer but its maxBytes. */
export function shareAvailability(env: Pick<ServerEnv, "onVercel" | "redisUrl">): Omit<ShareAvailability, "maxBytes"> {
  return env.onVercel && !env.redisUrl ? { available: false, problem: "needs-redis" } : { available: true };
}
