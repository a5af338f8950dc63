// The Dexie-based database code, fetched on first use rather than with the page. Nothing here
// imports Dexie as a value, so modules in the first-load bundle can import from this file.
//
// The wrappers below call straight through once the code is loaded; that matters inside Dexie's
// liveQuery, which tracks only the reads its querier makes without awaiting anything else first.
// Whoever holds a database (see app-database.ts and useDatabase) has the code loaded already.

import { loadOnce } from "@/lib/async/load-once";

export type DbApi = typeof import("./client-api");

/** Fetches the database code once; later calls share the result (a failed fetch is tried again). */
export const loadDbApi = loadOnce((): Promise<DbApi> => import("./client-api"));

/** The database code, which the caller knows has loaded (it holds a database from useDatabase). */
export function requireDbApi(): DbApi {
  const api = loadDbApi.loaded();
  if (!api) throw new Error("Moonlit: the database code has not loaded yet.");
  return api;
}

/** Calls `name` on the database code: at once when loaded (as liveQuery needs), else after loading it. */
function lazy<K extends "getConversation" | "listConversations" | "listMessages" | "getAttachment" | "getDraft" | "saveDraft" | "listTools">(
  name: K,
): DbApi[K] {
  const call = (loaded: DbApi, args: unknown[]) => (loaded[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  return ((...args: unknown[]) => {
    const api = loadDbApi.loaded();
    return api ? call(api, args) : loadDbApi().then((loaded) => call(loaded, args));
  }) as DbApi[K];
}

export const getConversation = lazy("getConversation");
export const listConversations = lazy("listConversations");
export const listMessages = lazy("listMessages");
export const getAttachment = lazy("getAttachment");
export const getDraft = lazy("getDraft");
export const saveDraft = lazy("saveDraft");
export const listTools = lazy("listTools");
