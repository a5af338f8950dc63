// While a reply runs, the screen stays awake where the browser allows (Screen Wake Lock): a phone
// that locks mid-reply sleeps its network too. The gateway keeps the reply anyway (resumable
// replies), but a screen that stays on shows it arriving. The browser lets the lock go whenever the
// page is hidden, so it is asked for again when the page shows while a reply still runs.

import type { RunningStore } from "@/lib/chat/stores/running-store";

/** What is used of the browser: `navigator.wakeLock` (absent in many browsers) and the page's visibility. */
export interface AwakeHost {
  wakeLock?: Pick<WakeLock, "request">;
  visible(): boolean;
  onVisibilityChange(listener: () => void): () => void;
}

export function browserAwakeHost(): AwakeHost {
  return {
    wakeLock: "wakeLock" in navigator ? navigator.wakeLock : undefined,
    visible: () => document.visibilityState === "visible",
    onVisibilityChange(listener) {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
  };
}

/** Holds the screen awake while any conversation of `running` runs; returns the function that stops watching. */
export function keepScreenAwakeWhileRunning(running: RunningStore, host: AwakeHost = browserAwakeHost()): () => void {
  const { wakeLock } = host;
  if (!wakeLock) return () => undefined;
  let sentinel: WakeLockSentinel | null = null;
  let asking = false;
  const wanted = () => Object.keys(running.getState().running).length > 0;

  const update = () => {
    if (wanted() && host.visible()) {
      if (asking || (sentinel && !sentinel.released)) return;
      asking = true;
      wakeLock.request("screen").then(
        (taken) => {
          asking = false;
          sentinel = taken;
          // The reply ended while the lock was on its way.
          if (!wanted()) void release();
        },
        // Refused (battery saver, a page without focus): the reply goes on regardless.
        () => (asking = false),
      );
    } else if (!wanted()) {
      void release();
    }
  };
  const release = async () => {
    const held = sentinel;
    sentinel = null;
    await held?.release().catch(() => undefined);
  };

  const unsubscribe = running.subscribe(update);
  const stopWatching = host.onVisibilityChange(update);
  update();
  return () => {
    unsubscribe();
    stopWatching();
    void release();
  };
}
