// Noticing a new version of the app. A new service worker that finishes installing while this page
// is already controlled by one is an update (the very first install is not); it waits until the
// person chooses to reload, then takes over, and the page reloads once it has.

import { SKIP_WAITING, type SkipWaitingMessage } from "@/lib/pwa/contract";

type Listen = (type: string, listener: () => void) => void;

export interface WorkerLike {
  state: string;
  postMessage(message: SkipWaitingMessage): void;
  addEventListener: Listen;
}

export interface RegistrationLike {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  addEventListener: Listen;
}

export interface ContainerLike {
  controller: unknown;
  addEventListener: Listen;
}

/**
 * Calls `announce` once for each new version found (one waiting already, or one that installs
 * later), with the function that applies it: the waiting worker is asked to take over, and `reload`
 * runs when it has.
 */
export function watchForUpdates(
  registration: RegistrationLike,
  container: ContainerLike,
  announce: (apply: () => void) => void,
  reload: () => void,
): void {
  const announced = new Set<WorkerLike>();
  let applying = false;

  // Also fires when the very first worker claims the page: reload only when the person asked.
  container.addEventListener("controllerchange", () => {
    if (!applying) return;
    applying = false;
    reload();
  });

  const offer = (worker: WorkerLike) => {
    if (announced.has(worker) || container.controller === null || container.controller === undefined) return;
    announced.add(worker);
    announce(() => {
      // Another tab may have applied it already: then this page only needs to reload.
      if (worker.state !== "installed") return reload();
      applying = true;
      worker.postMessage({ type: SKIP_WAITING });
    });
  };

  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}
