// A page's workers get their scripts through the service worker's precache like any other code, but
// a worker reads its own address: Turbopack's worker bootstrap (/_next/static/chunks/turbopack-worker-
// *.js) finds which chunks to load in `#params=…` (a SharedWorker's in `?params=…`). A worker's address
// is its script response's URL, and a response read from the cache carries the cache key's URL, which
// has no fragment: the worker died with "Missing worker bootstrap config". Handed a response with no
// URL, the browser uses the address the page asked for, whole. Offline too: the body is the cached one.

import type { SerwistPlugin } from "serwist";

/** A worker's own script, which reads its address; importScripts inside a worker is "script". */
export function isWorkerScript(destination: string): boolean {
  return destination === "worker" || destination === "sharedworker";
}

/** The same status, headers and body, with no URL: the browser gives it the request's, fragment included. */
export function withoutUrl(response: Response): Response {
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The precache's plugin: a worker script read from the cache goes out under the URL the page asked for. */
export const workerScriptPlugin: SerwistPlugin = {
  cachedResponseWillBeUsed({ event, cachedResponse }) {
    // The request handed to plugins is the cache key; the event still holds what the page asked for.
    const destination = (event as Partial<FetchEvent> | undefined)?.request?.destination ?? "";
    return cachedResponse && isWorkerScript(destination) ? withoutUrl(cachedResponse) : cachedResponse;
  },
};
