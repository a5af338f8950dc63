// Which database the hooks read. The app uses the browser's single database; tests provide another
// through DatabaseContext (imported from this file: the hooks' entry does not offer it).

import { createContext, useContext, useSyncExternalStore } from "react";
import { getDatabaseState, getServerDatabaseState, watchAppDatabase, watchDatabaseCode } from "@/lib/db/app-database";
import type { MoonlitDB } from "@/lib/db/database";
import { resumeRepliesWhenFound } from "./use-engine";

export const DatabaseContext = createContext<MoonlitDB | null>(null);

/** Watches the app's database, opening it; the engine resumes the replies its start-up chore finds. */
function watchAppDatabaseAndResume(listener: () => void): () => void {
  resumeRepliesWhenFound();
  return watchAppDatabase(listener);
}

/**
 * Null during server rendering, where there is no IndexedDB, and until the database code has loaded
 * (it is fetched after the page renders); queries stay disabled then. A database from this hook
 * comes with its code loaded, so the reads in lib/db/lazy.ts run synchronously.
 */
export function useDatabase(): MoonlitDB | null {
  const provided = useContext(DatabaseContext);
  const state = useSyncExternalStore(provided ? watchDatabaseCode : watchAppDatabaseAndResume, getDatabaseState, getServerDatabaseState);
  if (provided) return state.api ? provided : null;
  return state.db;
}
