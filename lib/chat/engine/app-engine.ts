// The browser's single engine, created on first use, bound to the real fetch, the live-stream store
// and the person's default settings.

import { loadAppDatabase } from "@/lib/db/app-database";
import { useLiveStreamStore } from "@/lib/stores/live-stream-store";
import { usePreferencesStore } from "@/lib/stores/preferences-store";
import { useRunningStore } from "@/lib/stores/running-store";
import { createEngine, type Engine } from "./engine";
import { reportError } from "./report-error";

let engine: Promise<Engine> | null = null;

export function getAppEngine(): Promise<Engine> {
  engine ??= loadAppDatabase().then(
    (db) =>
      createEngine({
        db,
        fetch: (input, init) => fetch(input, init),
        liveStream: useLiveStreamStore,
        running: useRunningStore,
        defaultSettings: () => usePreferencesStore.getState().defaultSettings,
        onError: (error) => void reportError(error).catch((failure: unknown) => console.error("Moonlit:", failure)),
      }),
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}
