// Which database the hooks read. The app uses the browser's single database; tests (and tools such
// as an export preview) can provide another through DatabaseContext.

import { createContext, useContext } from "react";
import { getAppDatabase } from "@/lib/db/app-database";
import type { MoonlitDB } from "@/lib/db/database";

export const DatabaseContext = createContext<MoonlitDB | null>(null);

/** Null during server rendering, where there is no IndexedDB; queries stay disabled then. */
export function useDatabase(): MoonlitDB | null {
  const provided = useContext(DatabaseContext);
  if (provided) return provided;
  return typeof indexedDB === "undefined" ? null : getAppDatabase();
}
