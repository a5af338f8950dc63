import "server-only";

// Slows down guessing: after a few wrong codes from one client, attempts from it are refused until
// the window passes; and since a client can claim any address, all clients together get a larger
// budget too. In memory, per process: enough for a self-hosted single instance. The unlock page and
// the gateway (codes sent as bearer tokens) share one limiter.

export interface WrongCodeLimiter {
  /** Seconds until the client may try again, or 0 if it may try now. */
  retryAfterSeconds(client: string): number;
  recordWrong(client: string): void;
  recordSuccess(client: string): void;
}

interface Window {
  failures: number;
  resetAt: number;
}

const MAX_TRACKED_CLIENTS = 10_000;

const EVERYONE = "\u0000everyone";

export function createWrongCodeLimiter(
  maxFailures = 10,
  windowMs = 15 * 60_000,
  now = () => Date.now(),
  maxFailuresOverall = maxFailures * 10,
): WrongCodeLimiter {
  const windows = new Map<string, Window>();

  const current = (client: string): Window | undefined => {
    const entry = windows.get(client);
    if (entry && entry.resetAt <= now()) {
      windows.delete(client);
      return undefined;
    }
    return entry;
  };

  const prune = () => {
    for (const [client, entry] of windows) if (entry.resetAt <= now()) windows.delete(client);
    // Still full: forget the oldest entries rather than grow without bound.
    for (const client of windows.keys()) {
      if (windows.size < MAX_TRACKED_CLIENTS) break;
      windows.delete(client);
    }
  };

  const waitFor = (key: string, limit: number): number => {
    const entry = current(key);
    if (!entry || entry.failures < limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
  };

  const count = (key: string) => {
    const entry = current(key);
    if (entry) {
      entry.failures++;
      return;
    }
    if (windows.size >= MAX_TRACKED_CLIENTS) prune();
    windows.set(key, { failures: 1, resetAt: now() + windowMs });
  };

  return {
    retryAfterSeconds(client) {
      return Math.max(waitFor(client, maxFailures), waitFor(EVERYONE, maxFailuresOverall));
    },
    recordWrong(client) {
      count(client);
      count(EVERYONE);
    },
    recordSuccess(client) {
      windows.delete(client);
    },
  };
}

/**
 * The address the nearest proxy (or Next.js itself) added: the last x-forwarded-for entry. Earlier
 * entries are whatever the client claimed. Spoofing still works without a proxy, which is why
 * there is also an overall budget.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "direct";
}

/** The one limiter the unlock page and the gateway share. */
export const sharedWrongCodeLimiter: WrongCodeLimiter = createWrongCodeLimiter();
