// The browser's engine, bound to the app's database, the real fetch (with the person's own key, if
// any), the live-stream store, the person's preferences and the store the cards of running MCP
// calls read their progress from; it keeps the screen awake while a reply runs. Made once, by
// use-engine.ts, which holds it.

import { loadAppDatabase } from "@/lib/db/app-database";
import { mcpToolRunner } from "@/lib/chat/mcp/mcp-tool-runner";
import { useLiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import { useMcpProgressStore } from "@/lib/chat/stores/mcp-progress-store";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import { readUserKey, userKeyHeaders } from "@/lib/chat/stores/user-key";
import { fetchStatus } from "@/lib/chat/hooks/use-status";
import { createEngine, type Engine } from "./engine";
import { reportError } from "./error-reporter";
import { keepScreenAwakeWhileRunning } from "./screen-awake";

export async function createAppEngine(): Promise<Engine> {
  const db = await loadAppDatabase();
  keepScreenAwakeWhileRunning(useRunningStore);
  return createEngine({
    db,
    fetch: (input, init) => fetch(input, init),
    headers: userKeyHeaders,
    liveStream: useLiveStreamStore,
    running: useRunningStore,
    defaultSettings: () => usePreferencesStore.getState().defaultSettings,
    // Where a key is set: the server's, or the person's own. The demo never spends a reply on a title.
    modelTitles: async () => {
      if (!usePreferencesStore.getState().modelTitles) return false;
      const status = await fetchStatus();
      return !status.demo || (status.userKeys && readUserKey() !== "");
    },
    // The store's actions never change: the runner may hold them.
    toolRunners: { mcp: mcpToolRunner(db, useMcpProgressStore.getState()) },
    onError: reportError,
  });
}
