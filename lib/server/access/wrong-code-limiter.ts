import "server-only";

// Slows down guessing. Each client (keyed by an address it cannot choose, see client-key.ts) gets a
// few wrong codes per window; past them its attempts are refused, right code included, without
// being checked. An attempt is reserved before its code is read, so attempts sent at once count as
// they arrive rather than after their answers.
//
// All clients together have a budget of wrong codes per window that are checked as they come. Past
// it, codes are checked one at a time, a fixed interval apart, whatever the number of addresses
// asking: each attempt gets the next free turn and waits for it before its code is even read, right
// codes too (a right answer that came at once would tell a guesser which of its guesses was right).
// So a right code still gets in, in its turn; a browser holding the unlock cookie checks no code and
// never waits. Each client may hold one turn at a time, and no turn is handed out further ahead
// than `maxQueueMs`: past that, attempts are refused (429) unchecked.
//
// This is the count in memory, per process: enough for a self-hosted single instance. With
// REDIS_URL the same rules run in Redis (wrong-code-limiter-redis.ts), counted once for the
// deployment; shared-wrong-code-limiter.ts picks one, and the unlock page, the gateway, the share
// API and the replies route share it.

export type AttemptResult = "right" | "wrong" | "none";

export interface AttemptAnswer {
  /** Seconds until this client may try again (0: now). */
  retryAfterSeconds: number;
}

type Awaitable<T> = T | Promise<T>;

/** An attempt taken (or refused) before its code is read; `A` is how its answer comes. */
export type Reservation<A = Awaitable<AttemptAnswer>> =
  | {
      ok: true;
      /** Wait this long before reading and checking the code: the attempt's turn. */
      waitMs: number;
      settle(result: AttemptResult): A;
    }
  | { ok: false; retryAfterSeconds: number };

/** What the routes use: in memory it answers at once, in Redis after a round trip. */
export interface WrongCodeLimiter {
  /** Takes one attempt before the code is read; settle it once the code is known ("none": no code came). */
  reserve(client: string): Awaitable<Reservation>;
}

/** The count in this process, which also answers how long a client must wait. */
export interface MemoryWrongCodeLimiter extends WrongCodeLimiter {
  /** Seconds until the client may try again, or 0 if it may try now. */
  retryAfterSeconds(client: string): number;
  reserve(client: string): Reservation<AttemptAnswer>;
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

export interface LimiterOptions {
  /** Wrong codes from all clients together, per window, checked as they come. */
  maxFailuresOverall?: number;
  /** Past that budget: the interval between two code checks, all clients together. */
  checkIntervalMs?: number;
  /** Past that budget: how far ahead a turn may be handed out before attempts are refused instead. */
  maxQueueMs?: number;
}

const secondsFrom = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createWrongCodeLimiter(
  maxFailures = 10,
  windowMs = 15 * 60_000,
  now = () => Date.now(),
  { maxFailuresOverall = maxFailures * 10, checkIntervalMs = 1_000, maxQueueMs = 60_000 }: LimiterOptions = {},
): MemoryWrongCodeLimiter {
  const windows = new Map<string, Window>();
  // Everyone's count lives outside the map, so no flood of new addresses can push it out.
  const everyone: Window = { failures: 0, pending: 0, resetAt: 0 };
  /** The first instant at which a code past the overall budget may be checked. */
  let nextTurn = 0;

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

  const everyoneFailures = () => {
    if (everyone.resetAt <= now()) {
      everyone.failures = 0;
      everyone.resetAt = now() + windowMs;
    }
    return everyone.failures;
  };

  const retryAfterSeconds = (client: string) => {
    const entry = current(client);
    if (!entry || entry.failures + entry.pending < maxFailures) return 0;
    return secondsFrom(entry.resetAt - now());
  };

  const recordWrong = (client: string) => {
    entryFor(client).failures++;
    everyoneFailures();
    everyone.failures++;
  };

  const recordSuccess = (client: string) => void windows.delete(client);

  /** The wait before this attempt's code may be checked, or a refusal when no turn is near enough. */
  const turnFor = (client: string): { waitMs: number } | { retryAfterSeconds: number } => {
    if (everyoneFailures() + everyone.pending < maxFailuresOverall) return { waitMs: 0 };
    const turn = Math.max(now(), nextTurn);
    const ahead = turn - now();
    if ((current(client)?.pending ?? 0) > 0 || ahead > maxQueueMs) return { retryAfterSeconds: secondsFrom(ahead) };
    nextTurn = turn + checkIntervalMs;
    return { waitMs: ahead };
  };

  return {
    retryAfterSeconds,
    recordWrong,
    recordSuccess,
    reserve(client) {
      const wait = retryAfterSeconds(client);
      if (wait > 0) return { ok: false, retryAfterSeconds: wait };
      const turn = turnFor(client);
      if ("retryAfterSeconds" in turn) return { ok: false, retryAfterSeconds: turn.retryAfterSeconds };
      entryFor(client).pending++;
      everyone.pending++;
      let settled = false;
      return {
        ok: true,
        waitMs: turn.waitMs,
        settle(result) {
          if (settled) throw new Error("An attempt is settled once.");
          settled = true;
          everyone.pending--;
          const entry = current(client);
          if (entry && entry.pending > 0) entry.pending--;
          if (result === "right") recordSuccess(client);
          if (result === "wrong") recordWrong(client);
          return { retryAfterSeconds: retryAfterSeconds(client) };
        },
      };
    },
  };
}

// Where it always was, for callers that import it from here.
export { clientKey } from "./client-key";
