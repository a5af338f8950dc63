import "server-only";
import { after } from "next/server";

/**
 * Keeps the process working on `work` after the response is done: a resumable reply is read from upstream
 * even when its browser has gone. On a Node server that needs nothing; on Vercel a function is frozen
 * once its response ends unless told otherwise, which Next's `after` does (waitUntil), up to the
 * route's maxDuration. Outside a request (tests), there is nothing to extend.
 */
export function outliveRequest(work: Promise<unknown>): void {
  try {
    after(work);
  } catch {
    // Not inside a request's scope.
  }
}
