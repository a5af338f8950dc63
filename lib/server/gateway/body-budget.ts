import "server-only";
import { getEnv } from "@/lib/server/env";

// The bytes of request bodies the server holds at once, shared by every request that reads one.
// 24 parallel 31 MB bodies once took the server from 177 MB to 1.65 GB: past the budget a request
// waits in line for bytes to come back, and is turned away (503, retry-after) if they don't soon.

interface Waiter {
  bytes: number;
  grant: (ok: boolean) => void;
}

export class BodyBudget {
  inUse = 0;
  private readonly line: Waiter[] = [];

  constructor(readonly limit: number) {}

  /** Takes `bytes` if they fit now and nobody is waiting ahead. */
  tryTake(bytes: number): boolean {
    if (this.line.length > 0 || this.inUse + bytes > this.limit) return false;
    this.inUse += bytes;
    return true;
  }

  /** Takes `bytes`, waiting in line up to `waitMs`; false if they did not come (or never could). */
  take(bytes: number, waitMs: number): Promise<boolean> {
    if (this.tryTake(bytes)) return Promise.resolve(true);
    if (bytes > this.limit) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        bytes,
        grant: (ok) => {
          clearTimeout(timer);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(waiter), 1);
        waiter.grant(false);
        // The one that timed out may have been holding up smaller ones behind it.
        this.serve();
      }, waitMs);
      this.line.push(waiter);
    });
  }

  give(bytes: number): void {
    this.inUse = Math.max(0, this.inUse - bytes);
    this.serve();
  }

  private serve(): void {
    while (this.line.length > 0 && this.inUse + this.line[0].bytes <= this.limit) {
      const waiter = this.line.shift() as Waiter;
      this.inUse += waiter.bytes;
      waiter.grant(true);
    }
  }
}

/** A budget and how long a request may wait in line for it. */
export interface BodyBudgetUse {
  budget: BodyBudget;
  waitMs: number;
}

// Long enough for a burst of large uploads to drain; a person's browser shows the wait as sending.
export const BODY_WAIT_MS = 5_000;

/** What a request turned away for want of room is told (gateway and shares alike). */
export const BUSY_RETRY_AFTER_SECONDS = 5;
export const BUSY_MESSAGE = "This server is reading too many large requests at once. Try again in a few seconds.";

let shared: BodyBudget | undefined;

/** The process's budget, from MAX_BODY_BYTES_IN_FLIGHT (never below one largest request), with its wait. */
export function sharedBodyBudget(): BodyBudgetUse {
  if (!shared) {
    const env = getEnv();
    shared = new BodyBudget(Math.max(env.maxBodyBytesInFlight, env.maxRequestBytes));
  }
  return { budget: shared, waitMs: BODY_WAIT_MS };
}
