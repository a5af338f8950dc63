// The browser's single database, opened after the page has rendered (never during server
// rendering): the Dexie-based code arrives through a dynamic import (lazy.ts), so it is not part of
// the page's first-load JavaScript. React reads it through a small store (useDatabase), which shows
// the loading state until it is ready.

import { loadOnce } from "@/lib/async/load-once";
import type { MoonlitDB } from "./database";
import { loadDbApi, type DbApi } from "./lazy";

export interface DatabaseState {
  /** The database code, once loaded. */
  api: DbApi | null;
  /** The app's database, once opened (implies `api`). */
  db: MoonlitDB | null;
}

const NOTHING_YET: DatabaseState = { api: null, db: null };

let state: DatabaseState = NOTHING_YET;
const listeners = new Set<() => void>();

function update(next: Partial<DatabaseState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Loads the database code (only), e.g. for a database provided through DatabaseContext. */
export async function loadDatabaseCode(): Promise<DbApi> {
  const api = await loadDbApi();
  if (state.api !== api) update({ api });
  return api;
}

let pickUpLostReplies: () => Promise<void> = () => Promise.resolve();

/**
 * Who picks up the replies a page lost that the gateway kept: the engine, which loads on demand and
 * so registers itself (use-engine.ts). Called when there are any; settles once it has claimed them.
 */
export function onLostReplies(handler: () => Promise<void>): void {
  pickUpLostReplies = handler;
}

/**
 * A turn left "streaming" by a reload, a crash or a closed tab has no stream any more, unless the
 * gateway kept it: those the engine picks up.
 */
async function tidyLostReplies(api: DbApi, db: MoonlitDB): Promise<void> {
  await api.markInterruptedStreams(db);
  if (await api.hasResumableReplies(db)) await pickUpLostReplies();
}

/** Opens the one database and starts the start-up chores; a failure to load the code is tried again. */
const openAppDatabase = loadOnce(async (): Promise<MoonlitDB> => {
  const api = await loadDatabaseCode();
  const db = api.openDatabase();
  // Lost replies, and deletions past their undo window, are due; neither blocks the first render.
  void tidyLostReplies(api, db).catch((error: unknown) => console.error("Moonlit:", error));
  void api.purgeDeletedConversations(db).catch((error: unknown) => console.error("Moonlit:", error));
  // So are the replies other tabs are writing, whenever such a tab goes.
  api.watchReplyHandOvers(db, () => tidyLostReplies(api, db));
  update({ db });
  return db;
});

/** The app's database: loads the code, opens it and starts the start-up chores, once. */
export function loadAppDatabase(): Promise<MoonlitDB> {
  if (typeof indexedDB === "undefined") return Promise.reject(new Error("The Moonlit database exists only in the browser."));
  return openAppDatabase();
}

const report = (error: unknown) => console.error("Moonlit: could not load the database.", error);

/** For useSyncExternalStore: the current state (stable until it changes). */
export function getDatabaseState(): DatabaseState {
  return state;
}

/** For useSyncExternalStore on the server and while hydrating: nothing loaded. */
export function getServerDatabaseState(): DatabaseState {
  return NOTHING_YET;
}

function subscribe(listener: () => void, load: () => Promise<unknown>): () => void {
  listeners.add(listener);
  void load().catch(report);
  return () => void listeners.delete(listener);
}

/** Subscribes to the state and starts opening the app's database (a no-op once it is open). */
export function watchAppDatabase(listener: () => void): () => void {
  return subscribe(listener, () => (typeof indexedDB === "undefined" ? Promise.resolve() : loadAppDatabase()));
}

/** Subscribes to the state and starts loading the database code only. */
export function watchDatabaseCode(listener: () => void): () => void {
  return subscribe(listener, loadDatabaseCode);
}
