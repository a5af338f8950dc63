import "server-only";

// How many bytes of shares one client may store per window. The create limiter counts shares; this
// counts what they weigh, so one address cannot fill the store with a few large ones an hour. Fixed
// windows per client, in memory per process (like the create limiter), forgetting the oldest
// clients rather than growing without bound.

export interface ClientByteBudget {
  /** Charges `bytes` to the client and returns 0, or returns the seconds until they would fit. */
  take(client: string, bytes: number): number;
  /** Gives back bytes charged for a share that was not kept. */
  refund(client: string, bytes: number): void;
}

interface Window {
  used: number;
  resetAt: number;
}

const HOUR_MS = 60 * 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

/** `limit` is read on first use, so the environment is parsed only when a share is made. */
export function createClientByteBudget(limit: () => number, windowMs = HOUR_MS, now: () => number = Date.now): ClientByteBudget {
  const windows = new Map<string, Window>();

  const current = (client: string): Window | undefined => {
    const entry = windows.get(client);
    if (entry && entry.resetAt <= now()) windows.delete(client);
    return windows.get(client);
  };

  const prune = () => {
    for (const [client, entry] of windows) if (entry.resetAt <= now()) windows.delete(client);
    for (const client of windows.keys()) {
      if (windows.size < MAX_TRACKED_CLIENTS) break;
      windows.delete(client);
    }
  };

  return {
    take(client, bytes) {
      const entry = current(client);
      if (entry && entry.used + bytes > limit()) return Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
      if (entry) {
        entry.used += bytes;
        return 0;
      }
      if (windows.size >= MAX_TRACKED_CLIENTS) prune();
      windows.set(client, { used: bytes, resetAt: now() + windowMs });
      return 0;
    },
    refund(client, bytes) {
      const entry = current(client);
      if (entry) entry.used = Math.max(0, entry.used - bytes);
    },
  };
}
