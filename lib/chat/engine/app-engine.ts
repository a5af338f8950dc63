// The browser's single engine, created on first use, bound to the real fetch (with the person's own
// key, if any), the live-stream store and the person's default settings.

import { loadAppDatabase } from "@/lib/db/app-database";
import { useLiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import { userKeyHeaders } from "@/lib/chat/stores/user-key";
import { createEngine, type Engine } from "./engine";
import { reportError } from "./error-reporter";

let engine: Promise<Engine> | null = null;

export function getAppEngine(): Promise<Engine> {
  engine ??= loadAppDatabase().then(
    (db) =>
      createEngine({
        db,
        fetch: (input, init) => fetch(input, init),
        headers: userKeyHeaders,
        liveStream: useLiveStreamStore,
        running: useRunningStore,
        defaultSettings: () => usePreferencesStore.getState().defaultSettings,
        onError: reportError,
      }),
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}
