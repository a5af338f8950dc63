import "server-only";

// How much each client may use per fixed window (shares created, bytes of shares stored), counted in
// this process's memory, forgetting the oldest clients rather than growing without bound. With
// REDIS_URL the same counts live in Redis (window-counter-redis.ts), once for the deployment.

export interface WindowCounter {
  /** Charges `amount` to the client and answers 0, or answers the seconds until it would fit. */
  take(client: string, amount: number): Promise<number>;
  /** Gives back an amount charged for something that was not kept. */
  refund(client: string, amount: number): Promise<void>;
}

interface Window {
  used: number;
  resetAt: number;
}

const MAX_TRACKED_CLIENTS = 10_000;

/** `limit` is read on each use, so the environment is parsed only when something is counted. */
export function createMemoryWindowCounter(limit: () => number, windowMs: number, now: () => number = Date.now): WindowCounter {
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
    async take(client, amount) {
      const entry = current(client);
      if (entry && entry.used + amount > limit()) return Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
      if (entry) {
        entry.used += amount;
        return 0;
      }
      if (windows.size >= MAX_TRACKED_CLIENTS) prune();
      windows.set(client, { used: amount, resetAt: now() + windowMs });
      return 0;
    },
    async refund(client, amount) {
      const entry = current(client);
      if (entry) entry.used = Math.max(0, entry.used - amount);
    },
  };
}
