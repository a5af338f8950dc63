import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DbQuery } from "./db-queries";
import { useDatabase } from "./database-context";
import { syncLiveQuery } from "./live-query-sync";
import { useAppQueryClient } from "./query-client";

export interface DbQueryOptions {
  /** While a new `arg` loads, keep showing the previous one's data (a search list), not nothing. */
  keepPrevious?: boolean;
}

/** A TanStack query over IndexedDB that stays current through liveQuery. `query` must be a module constant. */
export function useDbQuery<T>(query: DbQuery<T>, arg: string, enabled = true, options: DbQueryOptions = {}) {
  const db = useDatabase();
  const client = useAppQueryClient();
  const active = enabled && db !== null;
  const result = useQuery(
    {
      queryKey: query.key(arg),
      queryFn: () => (query.first ?? query.read)(db!, arg),
      enabled: active,
      // liveQuery pushes every change; refetching on focus or mount would only repeat the read.
      staleTime: Infinity,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    },
    client,
  );
  // A query with a quick first read goes live (reading it all) once that has been shown, not beside
  // it: the whole read would hold up the first screen, and could land before the first read's answer.
  const shown = !query.first || (!result.isPending && !result.isPlaceholderData);
  useEffect(() => {
    if (!active || db === null || !shown) return;
    return syncLiveQuery(client, query.key(arg), () => query.read(db, arg));
  }, [active, arg, client, db, query, shown]);
  return result;
}
