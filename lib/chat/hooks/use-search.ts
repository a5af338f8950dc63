// Search as one types, through the search index (lib/db/search-index). The index's code and its
// worker load when the page has gone idle with a history to index (to build or catch up the index in
// the background), or at once when a search is typed, never with the page.
//
// A search's answer carries the conversations' rows as they were read for it; whenever they or the
// index change (here or in another tab, a deletion included) the index moves its generation and the
// search on screen is asked again. A newer search makes an older one pointless: its query is
// cancelled here, and the worker drops it (search-service.ts).

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { loadOnce } from "@/lib/async/load-once";
import { getIndexStatus, NOT_STARTED, watchIndexStatus } from "@/lib/db/search-index/index-status";
import type { IndexStatus } from "@/lib/db/search-index/search-protocol";
import { useDatabase } from "./database-context";
import { useAppQueryClient } from "./query-client";
import type { ConversationListItem } from "./db-queries";
import { queryKeys } from "./query-keys";

const loadSearchClient = loadOnce(() => import("@/lib/db/search-index/search-client"));

/** Runs `task` once the page has loaded and the browser is idle; returns the cancel. */
function whenIdle(task: () => void): () => void {
  let idle: number | null = null;
  const schedule = () => {
    idle = typeof requestIdleCallback === "function" ? requestIdleCallback(task, { timeout: 5_000 }) : window.setTimeout(task, 1_000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === null) return;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

class SupersededSearch extends Error {}

export interface SearchResults {
  /** The conversations found, best first; null while this search runs. */
  items: ConversationListItem[] | null;
  /** How far the index has got; `indexed < total` while it is being built. */
  index: IndexStatus;
}

/**
 * `history`: there are conversations to index (with none, nothing starts until a search is typed).
 * `thinking`: search the replies' thinking too.
 */
export function useSearch(query: string, history: boolean, thinking: boolean): SearchResults {
  const db = useDatabase();
  const database = db?.name ?? null;
  const trimmed = query.trim();
  const index = useSyncExternalStore(
    watchIndexStatus,
    () => getIndexStatus(database),
    () => NOT_STARTED,
  );

  useEffect(() => {
    if (database !== null && history) return whenIdle(() => void loadSearchClient().then((client) => client.startSearchIndex(database, thinking)));
  }, [database, history, thinking]);

  const result = useQuery({
    queryKey: queryKeys.search(database ?? "", trimmed, thinking, index.generation),
    queryFn: async ({ signal }) => {
      const hits = await loadSearchClient()
        .then((client) => client.searchIndex(database!, trimmed, thinking))
        .catch((error: unknown) => {
          console.error("Moonlit: the search failed.", error);
          throw error;
        });
      // A newer search was sent: this query has been cancelled (it used `signal`), so this goes nowhere.
      if (hits === null || signal.aborted) throw new SupersededSearch();
      return hits;
    },
    enabled: database !== null && trimmed !== "",
    staleTime: Infinity,
    retry: false,
    // The same search asked again (the index moved) keeps its list meanwhile; a new one shows none.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === trimmed && previousQuery.queryKey[4] === thinking ? previous : undefined),
  }, useAppQueryClient());

  // A search that failed (neither the worker nor the page could run it) finds nothing.
  const failed = result.isError;
  const items = useMemo(
    () =>
      failed
        ? []
        : (result.data?.map(
            (hit): ConversationListItem => ({ ...hit.conversation, search: { title: hit.title, snippet: hit.snippet, messageId: hit.messageId, inThinking: hit.inThinking } }),
          ) ?? null),
    [failed, result.data],
  );
  return { items, index };
}
