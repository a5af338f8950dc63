// The browser's single database, opened on first use (never during server rendering).

import { purgeDeletedConversations } from "./conversations";
import { openDatabase, type MoonlitDB } from "./database";
import { markInterruptedStreams } from "./stream-saver";

let database: MoonlitDB | null = null;

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
