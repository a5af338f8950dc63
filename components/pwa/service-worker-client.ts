// Registers the service worker and watches for new versions. Loaded on demand once the page has
// started (see PwaStart), so none of it weighs on the first load.

import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "@/lib/pwa/contract";
import { watchForUpdates, type RegistrationLike } from "./update-watch";

/** How often a page left open asks whether a new version is out, when it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

export async function startServiceWorker(announce: (apply: () => void) => void): Promise<void> {
  if (started) return;
  started = true;
  const container = navigator.serviceWorker;
  // The worker script is always fetched afresh when checking for updates, never from HTTP cache.
  const registration: ServiceWorkerRegistration | undefined = await container
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: "none" })
    .catch(() => undefined);
  // Refused (a private window, a browser set to block workers, Playwright's "block" answering
  // nothing): the app works as before, online.
  if (!registration) return;
  watchForUpdates(registration as unknown as RegistrationLike, container, announce, () => window.location.reload());

  let checked = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => {
      // Offline, or the server is down: the next check will do.
    });
  });
}
