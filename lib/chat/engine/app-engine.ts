// The browser's single engine, created on first use, bound to the real fetch, the live-stream store
// and the person's default settings.

import { getAppDatabase } from "@/lib/db/app-database";
import { useLiveStreamStore } from "@/lib/stores/live-stream-store";
import { usePreferencesStore } from "@/lib/stores/preferences-store";
import { createEngine, type Engine } from "./engine";

let engine: Engine | null = null;

export function getAppEngine(): Engine {
  engine ??= createEngine({
    db: getAppDatabase(),
    fetch: (input, init) => fetch(input, init),
    liveStream: useLiveStreamStore,
    defaultSettings: () => usePreferencesStore.getState().defaultSettings,
  });
  return engine;
}
