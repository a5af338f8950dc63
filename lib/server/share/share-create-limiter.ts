import "server-only";
import { createWrongCodeLimiter, type WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";

// How many shares one client may create per window: each share fills the store for up to 30 days
// (or for ever), so a client gets a budget. The window counting is the wrong-code limiter's.

export interface CreateLimiter {
  /** Counts one creation for the client and returns 0, or returns the seconds to wait first. */
  take(client: string): number;
}

const HOUR_MS = 60 * 60_000;

/** `limit` is read on first use, so the environment is parsed only when a share is made. */
export function createShareCreateLimiter(
  limit: () => number,
  windowMs = HOUR_MS,
  now: () => number = Date.now,
): CreateLimiter {
  let counter: WrongCodeLimiter | undefined;
  return {
    take(client) {
      counter ??= createWrongCodeLimiter(limit(), windowMs, now, Number.POSITIVE_INFINITY);
      const wait = counter.retryAfterSeconds(client);
      if (wait === 0) counter.recordWrong(client);
      return wait;
    },
  };
}
