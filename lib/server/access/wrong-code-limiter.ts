import "server-only";

// Slows down guessing: after a few wrong codes from one client, unlock attempts from it are refused
// until the window passes. In memory, per process: enough for a self-hosted single instance.

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

export function createWrongCodeLimiter(maxFailures = 10, windowMs = 15 * 60_000, now = () => Date.now()): WrongCodeLimiter {
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

  return {
    retryAfterSeconds(client) {
      const entry = current(client);
      if (!entry || entry.failures < maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
    },
    recordWrong(client) {
      const entry = current(client);
      if (entry) {
        entry.failures++;
        return;
      }
      if (windows.size >= MAX_TRACKED_CLIENTS) prune();
      windows.set(client, { failures: 1, resetAt: now() + windowMs });
    },
    recordSuccess(client) {
      windows.delete(client);
    },
  };
}

/** The address a proxy reports, else one bucket for everyone reaching the server directly. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "direct";
}
