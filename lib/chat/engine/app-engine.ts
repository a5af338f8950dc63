// The browser's single database and engine, created on first use (never during server rendering),
// bound to the real fetch, the live-stream store and the person's default settings.

import { purgeDeletedConversations } from "@/lib/db/conversations";
import { openDatabase, type MoonlitDB } from "@/lib/db/database";
import { markInterruptedStreams } from "@/lib/db/stream-saver";
import { useLiveStreamStore } from "@/lib/stores/live-stream-store";
import { usePreferencesStore } from "@/lib/stores/preferences-store";
import { createConversationActions, type ConversationActions } from "./conversation-actions";
import { createEngine, type Engine } from "./engine";

let database: MoonlitDB | null = null;
let engine: Engine | null = null;
let actions: ConversationActions | null = null;

export function getAppDatabase(): MoonlitDB {
  if (typeof indexedDB === "undefined") throw new Error("The Moonlit database exists only in the browser.");
  if (!database) {
    database = openDatabase();
    // A turn left "streaming" by a reload or crash has no stream any more; deletions past their
    // undo window are due. Neither blocks the first render.
    void markInterruptedStreams(database).catch((error: unknown) => console.error("Moonlit:", error));
    void purgeDeletedConversations(database).catch((error: unknown) => console.error("Moonlit:", error));
  }
  return database;
}

export function getAppEngine(): Engine {
  engine ??= createEngine({
    db: getAppDatabase(),
    fetch: (input, init) => fetch(input, init),
    liveStream: useLiveStreamStore,
    defaultSettings: () => usePreferencesStore.getState().defaultSettings,
  });
  return engine;
}

export function getAppConversationActions(): ConversationActions {
  actions ??= createConversationActions({ db: getAppDatabase(), stop: (id) => getAppEngine().stop(id) });
  return actions;
}
