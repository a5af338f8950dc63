import "server-only";

// Slows down guessing. Each client (keyed by an address it cannot choose, see client-key.ts) gets a
// few wrong codes per window; past them its attempts are refused, right code included, without
// being checked. An attempt is reserved before its code is read, so attempts sent at once count as
// they arrive rather than after their answers. All clients together have a larger budget: past it
// wrong answers are held back (a guesser with many addresses pays in time), but a right code is
// never refused because of what others did. In memory, per process: enough for a self-hosted single
// instance. The unlock page and the gateway share one limiter.

export type AttemptResult = "right" | "wrong" | "none";

export interface AttemptAnswer {
  /** Seconds until this client may try again (0: now). */
  retryAfterSeconds: number;
  /** How long to hold back this answer before sending it (wrong codes past the overall budget). */
  delayMs: number;
}

export type Reservation =
  | { ok: true; settle(result: AttemptResult): AttemptAnswer }
  | { ok: false; retryAfterSeconds: number };

export interface WrongCodeLimiter {
  /** Seconds until the client may try again, or 0 if it may try now. */
  retryAfterSeconds(client: string): number;
  /** Takes one attempt before the code is read; settle it once the code is known ("none": no code came). */
  reserve(client: string): Reservation;
  recordWrong(client: string): void;
  recordSuccess(client: string): void;
}

interface Window {
  failures: number;
  /** Attempts reserved and not yet settled. */
  pending: number;
  resetAt: number;
}

const MAX_TRACKED_CLIENTS = 10_000;

const EVERYONE = "\u0000everyone";

export interface LimiterOptions {
  /** Wrong codes from all clients together before wrong answers are held back. */
  maxFailuresOverall?: number;
  /** How long a wrong answer is held back once that budget is spent. */
  slowDownMs?: number;
}

export function createWrongCodeLimiter(
  maxFailures = 10,
  windowMs = 15 * 60_000,
  now = () => Date.now(),
  { maxFailuresOverall = maxFailures * 10, slowDownMs = 3_000 }: LimiterOptions = {},
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

  const entryFor = (key: string): Window => {
    const entry = current(key);
    if (entry) return entry;
    if (windows.size >= MAX_TRACKED_CLIENTS) prune();
    const fresh = { failures: 0, pending: 0, resetAt: now() + windowMs };
    windows.set(key, fresh);
    return fresh;
  };

  const waitFor = (key: string, limit: number): number => {
    const entry = current(key);
    if (!entry || entry.failures + entry.pending < limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
  };

  const retryAfterSeconds = (client: string) => waitFor(client, maxFailures);

  const recordWrong = (client: string) => {
    entryFor(client).failures++;
    entryFor(EVERYONE).failures++;
  };

  const recordSuccess = (client: string) => void windows.delete(client);

  return {
    retryAfterSeconds,
    recordWrong,
    recordSuccess,
    reserve(client) {
      const wait = retryAfterSeconds(client);
      if (wait > 0) return { ok: false, retryAfterSeconds: wait };
      entryFor(client).pending++;
      let settled = false;
      return {
        ok: true,
        settle(result) {
          if (settled) throw new Error("An attempt is settled once.");
          settled = true;
          const entry = current(client);
          if (entry && entry.pending > 0) entry.pending--;
          if (result === "right") recordSuccess(client);
          if (result !== "wrong") return { retryAfterSeconds: retryAfterSeconds(client), delayMs: 0 };
          recordWrong(client);
          const overBudget = (current(EVERYONE)?.failures ?? 0) > maxFailuresOverall;
          return { retryAfterSeconds: retryAfterSeconds(client), delayMs: overBudget ? slowDownMs : 0 };
        },
      };
    },
  };
}

// Where it always was, for callers that import it from here.
export { clientKey } from "./client-key";

/** The one limiter the unlock page and the gateway share. */
export const sharedWrongCodeLimiter: WrongCodeLimiter = createWrongCodeLimiter();
