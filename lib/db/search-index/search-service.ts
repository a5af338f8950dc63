// The search index of one tab, kept current. It starts from the snapshot kept in IndexedDB (or
// empty), then catches up: any conversation whose stamp (updatedAt, revision and title) differs from the one
// indexed is read and indexed again, newest first, in batches, and any that is gone is dropped. That
// one pass serves everything: an existing history, an import, a reply that ended (its batches while
// it streams never touch the conversation row, its end does), a rename, a purge, a lost or outdated
// snapshot. It runs whenever the conversation rows change: Dexie's liveQuery re-reads them after
// writes in this tab, in another tab or in a worker. Searches answer from what is indexed meanwhile.

import { sleep } from "@/lib/async/sleep";
import { liveQuery } from "dexie";
import type { MoonlitDB } from "../database";
import type { ConversationRecord } from "../records";
import { searchConversations, type SearchOptions } from "../search";
import { indexedConversation, readConversations, readDocuments, stampOf } from "./conversation-content";
import { loadSnapshot, saveSnapshot, type SearchIndexDB } from "./index-store";
import { createSearchEngine, loadSearchEngine, type SearchEngine } from "./search-engine";
import type { IndexStatus, SearchAnswer } from "./search-protocol";

export interface SearchServiceOptions {
  /** Conversations read and indexed per step. */
  batchSize?: number;
  /** Progress is told at most this often; a catch-up shorter than this tells only its end. */
  reportEveryMs?: number;
  /** The least time between two snapshots (a snapshot also waits twenty times what the last one took). */
  saveDelayMs?: number;
}

export interface SearchService {
  search(query: string, seq: number, options?: Pick<SearchOptions, "thinking" | "limit">): Promise<SearchAnswer>;
  /**
   * Whether the index holds the replies' thinking. Off by default: it makes the index half as large
   * again. Turned on (or off), every conversation is indexed again in the background.
   */
  indexThinking(on: boolean): void;
  /** Calls `listener` with the status now and on every change; returns the unsubscribe. */
  watch(listener: (status: IndexStatus) => void): () => void;
  /** Settles once the index has caught up with the conversations as they are now, and is saved. */
  settled(): Promise<void>;
  close(): void;
}

/** Lets messages already sent (a newer search) arrive before work starts. */
const nextTask = () => sleep(0);

/** A snapshot waits until no search has come for this long. */
const SEARCH_QUIET_MS = 3_000;

const report = (error: unknown) => console.error("Moonlit: the search index", error);

export function createSearchService(appDb: MoonlitDB, indexDb: SearchIndexDB, options: SearchServiceOptions = {}): SearchService {
  const batchSize = options.batchSize ?? 20;
  const reportEveryMs = options.reportEveryMs ?? 250;
  const saveDelayMs = options.saveDelayMs ?? 5_000;

  let engine: SearchEngine = createSearchEngine();
  let live = new Map<string, ConversationRecord>();
  let status: IndexStatus = { indexed: 0, total: 0, generation: 0 };
  const listeners = new Set<(status: IndexStatus) => void>();
  let newestSearch = 0;
  let thinking = false;
  /** Conversations a search found stale, with the stamp they had: each version is indexed again once. */
  const reindexed = new Map<string, string | undefined>();

  const loaded = loadSnapshot(indexDb)
    .then((snapshot) => {
      engine = (snapshot && loadSearchEngine(snapshot)) ?? createSearchEngine();
    })
    .catch(report);
  let rowsSeen: () => void = () => undefined;
  const firstRows = new Promise<void>((resolve) => (rowsSeen = resolve));

  function seeRows(rows: ConversationRecord[]): Promise<void> {
    live = new Map(rows.map((row) => [row.id, row]));
    rowsSeen();
    return catchUp();
  }

  // ---- status ----
  let lastTold = 0;
  function tell(remaining: number, changed: boolean, force: boolean): void {
    if (!force && Date.now() - lastTold < reportEveryMs) return;
    lastTold = Date.now();
    let total = 0;
    for (const row of live.values()) if (row.deletedAt === undefined) total++;
    status = { indexed: Math.max(0, total - remaining), total, generation: status.generation + (changed ? 1 : 0) };
    for (const listener of listeners) listener(status);
  }

  // ---- snapshots ----
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();
  let unsaved = false;
  let lastSaveMs = 0;
  let lastSearchAt = 0;
  function scheduleSave(): void {
    unsaved = true;
    if (saveTimer === null) saveTimer = setTimeout(saveWhenQuiet, Math.max(saveDelayMs, 20 * lastSaveMs));
  }
  // Writing a snapshot holds the worker for as long as it takes (a large index, a good part of a
  // second): not while the person is searching.
  function saveWhenQuiet(): void {
    const quietIn = lastSearchAt + SEARCH_QUIET_MS - Date.now();
    saveTimer = quietIn > 0 ? setTimeout(saveWhenQuiet, quietIn) : null;
    if (quietIn <= 0) void save();
  }
  function save(): Promise<void> {
    if (!unsaved) return saving;
    unsaved = false;
    saving = saving
      .then(() => {
        const started = Date.now();
        return engine.snapshot().then((snapshot) => saveSnapshot(indexDb, snapshot)).then(() => void (lastSaveMs = Date.now() - started));
      })
      .catch(report);
    return saving;
  }

  // ---- catching up ----
  let running: Promise<void> | null = null;
  let again = false;

  function catchUp(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await loaded;
      do {
        again = false;
        await catchUpOnce();
      } while (again);
    })()
      .catch(report)
      .finally(() => (running = null));
    return running;
  }

  async function catchUpOnce(): Promise<void> {
    let changed = false;
    for (const id of [...engine.ids()]) {
      if (live.has(id)) continue;
      engine.remove(id);
      changed = true;
    }
    const pending = [...live.values()]
      .filter((row) => engine.stamp(row.id) !== stampOf(row, thinking))
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((row) => row.id);
    // A long catch-up (a build, an import) says so at once; a short one only once it is done.
    if (pending.length > batchSize) tell(pending.length, changed, true);
    else lastTold = Date.now();
    for (let done = 0; done < pending.length && !again; ) {
      const batch = pending.slice(done, done + batchSize);
      const stored = await readConversations(appDb, batch);
      const documents = await readDocuments(appDb, stored);
      for (const item of stored) {
        const own = documents.filter((document) => document.conversationId === item.row.id);
        engine.put(indexedConversation(item, own, thinking), stampOf(item.row, thinking));
      }
      // Purged since the rows were read.
      for (const id of batch) if (!stored.some((item) => item.row.id === id)) engine.remove(id);
      done += batch.length;
      changed = true;
      tell(pending.length - done, true, false);
      scheduleSave();
      await nextTask();
    }
    // Every run follows a change to the rows (a deletion, a pin, a title) or to the index: the
    // search on screen is asked again, now that the index has caught up with it.
    if (!again) tell(0, true, true);
    if (changed) scheduleSave();
  }

  let searching: Promise<unknown> = Promise.resolve();

  async function runSearch(query: string, seq: number, options: Pick<SearchOptions, "thinking" | "limit">): Promise<SearchAnswer> {
    await loaded;
    await firstRows;
    await nextTask();
    const superseded = () => seq < newestSearch;
    if (superseded()) return { superseded: true };
    const outcome = await searchConversations(appDb, engine, live, query, { ...options, superseded });
    if (outcome === null) return { superseded: true };
    // Indexed again once per version: if it still does not match, it is only left out.
    const stale = outcome.stale.filter((id) => reindexed.get(id) !== engine.stamp(id));
    if (stale.length > 0) {
      for (const id of stale) {
        reindexed.set(id, engine.stamp(id));
        engine.remove(id);
      }
      void catchUp();
    }
    return { hits: outcome.hits };
  }

  // Last, once everything it calls is in place.
  const subscription = liveQuery(() => appDb.conversations.toArray()).subscribe({
    next: (rows) => void seeRows(rows),
    error(error) {
      rowsSeen();
      report(error);
    },
  });

  return {
    search(query, seq, options = {}) {
      newestSearch = Math.max(newestSearch, seq);
      lastSearchAt = Date.now();
      // One search at a time: those a newer one overtook while they waited end at once.
      const answer = searching.then(() => runSearch(query, seq, options));
      searching = answer.catch(() => undefined);
      return answer;
    },
    indexThinking(on) {
      if (on === thinking) return;
      thinking = on;
      void firstRows.then(catchUp);
    },
    watch(listener) {
      listeners.add(listener);
      listener(status);
      return () => void listeners.delete(listener);
    },
    async settled() {
      await seeRows(await appDb.conversations.toArray());
      while (running) await running;
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
      await save();
    },
    close() {
      subscription.unsubscribe();
      if (saveTimer !== null) clearTimeout(saveTimer);
      listeners.clear();
    },
  };
}
