// What settings components need around them in jsdom tests: a query client and a database
// (fake-indexeddb, imported by the test file), so the tool library reads as in the app.

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DatabaseContext } from "@/lib/chat/hooks/database-context";
import { loadDatabaseCode } from "@/lib/db/app-database";
import { openDatabase, type MoonlitDB } from "@/lib/db/database";

/** Loads the database code first (for a beforeAll), so no dynamic import outlives a test. */
export async function databaseReady(): Promise<void> {
  await loadDatabaseCode();
}

export function testDatabase(): MoonlitDB {
  return openDatabase(`settings-${Math.random()}`);
}

export function withProviders(ui: ReactNode, db: MoonlitDB = testDatabase()): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <DatabaseContext.Provider value={db}>{ui}</DatabaseContext.Provider>
    </QueryClientProvider>
  );
}
