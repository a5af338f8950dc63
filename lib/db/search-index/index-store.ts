// Where the search index is kept between visits: its own small IndexedDB database beside the app's
// (named after it, `moonlit-search`), holding one snapshot. Kept apart, the app's schema never
// changes for it, and losing it loses nothing: the index is built again from the conversations.

import Dexie, { type EntityTable } from "dexie";
import type { SearchSnapshot } from "./search-engine";

interface StoredSnapshot extends SearchSnapshot {
  id: "conversations";
  savedAt: number;
}

export class SearchIndexDB extends Dexie {
  snapshots!: EntityTable<StoredSnapshot, "id">;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ snapshots: "id" });
  }
}

/** The index database that belongs to the app database `appDatabaseName`. */
export function openSearchIndexDatabase(appDatabaseName: string): SearchIndexDB {
  return new SearchIndexDB(`${appDatabaseName}-search`);
}

export async function loadSnapshot(db: SearchIndexDB): Promise<SearchSnapshot | undefined> {
  return db.snapshots.get("conversations");
}

export async function saveSnapshot(db: SearchIndexDB, snapshot: SearchSnapshot): Promise<void> {
  await db.snapshots.put({ ...snapshot, id: "conversations", savedAt: Date.now() });
}
