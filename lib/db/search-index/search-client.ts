// The page's side of search: the search worker (search.worker.ts), through the app's one worker
// client. It is loaded and started on first use (the search box focused, a search typed, or the page
// gone idle), never with the page. Where no worker starts, the same jobs run on the page.

import { createWorkerClient } from "@/lib/async/worker-client";
import type { SearchHit } from "../search";
import { setIndexStatus } from "./index-status";
import type { IndexStatus, SearchAnswer, SearchJob } from "./search-protocol";

const run = createWorkerClient<SearchJob, SearchAnswer, IndexStatus>({
  mode: "shared",
  spawn: () => (typeof Worker === "function" ? new Worker(new URL("./search.worker.ts", import.meta.url), { type: "module" }) : null),
  fallback: (job, onProgress) => import("./search-jobs").then(({ handleSearchJob }) => handleSearchJob(job, onProgress)),
  onFallback: (reason) => console.warn("Moonlit: the search worker failed; searching on the page instead.", reason),
});

const watched = new Set<string>();
let seq = 0;

/**
 * Starts keeping the index of app database `database` current (once), building it if need be, with
 * the replies' thinking when `thinking` (a later search says if that changes).
 */
export function startSearchIndex(database: string, thinking: boolean): void {
  if (watched.has(database)) return;
  watched.add(database);
  run({ kind: "watch", database, thinking }, { onProgress: (status) => setIndexStatus(database, status) }).catch((error: unknown) => {
    watched.delete(database);
    console.error("Moonlit: the search index stopped.", error);
  });
}

/**
 * The best conversations for `query` (searching the replies' thinking too when `thinking`), or null
 * when a newer search made this one pointless.
 */
export async function searchIndex(database: string, query: string, thinking: boolean): Promise<SearchHit[] | null> {
  startSearchIndex(database, thinking);
  const answer = await run({ kind: "search", database, query, thinking, seq: ++seq });
  return "hits" in answer ? answer.hits : null;
}
