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

const resumeWatchers = new Set<() => Promise<unknown>>();

/**
 * The start-up chore's news for the Engine, which watches from before the database opens
 * (lib/chat/hooks/database-context.ts): a page left resumable replies streaming (a reload, a closed
 * tab, a tab that went mid-reply), and they are there to resume. Told when the database opens and
 * whenever another tab lets go of a reply it was streaming. The chore waits for the watchers to
 * settle (once they have claimed the replies), so that a reply another tab claimed first is waited
 * for again (freed-reply-locks.ts). Returns the function that stops watching.
 */
export function watchRepliesToResume(watcher: () => Promise<unknown>): () => void {
  resumeWatchers.add(watcher);
  return () => void resumeWatchers.delete(watcher);
}

/**
 * A turn left "streaming" by a reload, a crash or a closed tab has no stream any more: it is marked
 * interrupted, unless the gateway keeps it, and those are told to whoever resumes them.
 */
async function tidyStreamingReplies(api: DbApi, db: MoonlitDB): Promise<void> {
  await api.markInterruptedStreams(db);
  if (!(await api.hasRepliesToResume(db))) return;
  await Promise.all([...resumeWatchers].map((watcher) => watcher()));
}

/** Opens the one database and starts the start-up chores; a failure to load the code is tried again. */
const openAppDatabase = loadOnce(async (): Promise<MoonlitDB> => {
  const api = await loadDatabaseCode();
  const db = api.openDatabase();
  // Replies left streaming, and deletions past their undo window, are due; neither blocks the first render.
  void tidyStreamingReplies(api, db).catch((error: unknown) => console.error("Moonlit:", error));
  void api.purgeDeletedConversations(db).catch((error: unknown) => console.error("Moonlit:", error));
  // So are the replies other tabs are streaming, whenever such a tab goes.
  api.watchFreedReplyLocks(db, () => tidyStreamingReplies(api, db));
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
