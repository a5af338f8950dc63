/// <reference lib="webworker" />
// The service worker. It precaches this build's code (every script, stylesheet and KaTeX font under
// /_next/static), keeps the HTML of "/" as the app shell, and answers a page load of "/" or
// /c/[id] from the network, or with that shell when the network fails or hangs: the chat renders
// the conversation named by the address from IndexedDB, so every stored conversation opens offline.
// It answers nothing else (see requests.ts): the gateway's streams and share fetches go straight
// to the network. A new version waits until the page asks it to take over (see contract.ts).

import { ExpirationPlugin, Serwist, StaleWhileRevalidate, type PrecacheEntry } from "serwist";
import { isSkipWaiting } from "./contract";
import { classifyRequest } from "./requests";
import { buildVersion, fitsPrecache, isShellResponse, SHELL_CACHE_PREFIX, shellCacheName } from "./shell";
import { workerScriptPlugin } from "./worker-scripts";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const manifest = self.__SW_MANIFEST ?? [];
const SHELL_CACHE = shellCacheName(buildVersion(manifest));
const SHELL_URL = "/";
/** How long a page load waits for the network before the shell stands in (a connection that hangs). */
const NETWORK_TIMEOUT_MS = 4000;

const serwist = new Serwist({
  precacheEntries: manifest,
  // The page's workers read their own address (worker-scripts.ts).
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4, plugins: [workerScriptPlugin] },
  cacheId: "moonlit",
  skipWaiting: false,
  // The first install takes over the open page at once, so it works offline without a reload.
  clientsClaim: true,
  disableDevLogs: true,
});

function precachedPaths(): Set<string> {
  return new Set(serwist.getPrecachedUrls().map((url) => new URL(url).pathname));
}

/** Keeps `response` as the shell if it is the page and needs only precached code. */
async function keepShell(response: Response): Promise<boolean> {
  if (!isShellResponse(response)) return false;
  const html = await response.clone().text();
  if (!fitsPrecache(html, precachedPaths())) return false;
  await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
  return true;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));
}

serwist.registerCapture(
  ({ request, url }) => classifyRequest({ url, method: request.method, mode: request.mode }, self.location.origin) === "shell",
  async ({ request, url, event }) => {
    const network = fetch(request).then((response) => {
      // A fresh "/" refreshes the shell (the person's language may have changed since install).
      if (url.pathname === SHELL_URL) event.waitUntil(keepShell(response.clone()).catch(() => false));
      return response;
    });
    try {
      return await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]);
    } catch {
      const shell = await caches.open(SHELL_CACHE).then((cache) => cache.match(SHELL_URL));
      // No shell kept (storage cleared): wait for the network after all.
      return shell ?? network;
    }
  },
);

serwist.registerCapture(
  ({ request, url }) => classifyRequest({ url, method: request.method, mode: request.mode }, self.location.origin) === "app-asset",
  new StaleWhileRevalidate({ cacheName: "moonlit-assets", plugins: [new ExpirationPlugin({ maxEntries: 16 })] }),
);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: "reload", credentials: "same-origin" });
      // Without a shell the app would not open offline: fail, and the browser tries again on a later visit.
      if (!(await keepShell(response))) throw new Error("The app shell could not be kept.");
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name)))),
  );
});

self.addEventListener("message", (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

serwist.addEventListeners();
