// What the page and its service worker agree on: where the worker is served, what it controls, and
// the one message the page sends it.

/** Served by app/serwist/[path]/route.ts, which builds it from lib/pwa/sw.ts at `next build`. */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

/** Asks a waiting worker to take over now (the person chose "Reload" on the update notice). */
export const SKIP_WAITING = "moonlit:skip-waiting";

export interface SkipWaitingMessage {
  type: typeof SKIP_WAITING;
}

export function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}
