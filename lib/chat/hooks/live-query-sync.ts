// Keeps TanStack Query data in step with IndexedDB. One Dexie liveQuery per query key (however many
// components use it) re-runs the read whenever its tables change, here or in another tab, and puts
// the result in the cache; structural sharing keeps unchanged rows' identities, so their components
// do not re-render. Dexie comes with the lazily loaded database code, which whoever holds a
// database (useDatabase) has loaded.

import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { requireDbApi } from "@/lib/db/lazy";

interface Entry {
  count: number;
  unsubscribe(): void;
}

const registries = new WeakMap<QueryClient, Map<string, Entry>>();

/** Subscribes `key` to `read`; returns the release function. */
export function syncLiveQuery<T>(client: QueryClient, key: QueryKey, read: () => Promise<T>): () => void {
  let registry = registries.get(client);
  if (!registry) registries.set(client, (registry = new Map()));
  const hash = hashKey(key);
  let entry = registry.get(hash);
  if (!entry) {
    const subscription = requireDbApi().liveQuery(read).subscribe({
      next: (value) => client.setQueryData(key, value),
      // The query then re-reads on its own and shows the failure through its error state.
      error: () => void client.invalidateQueries({ queryKey: key, exact: true }),
    });
    entry = { count: 0, unsubscribe: () => subscription.unsubscribe() };
    registry.set(hash, entry);
  }
  const current = entry;
  current.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--current.count > 0) return;
    current.unsubscribe();
    if (registry.get(hash) === current) registry.delete(hash);
  };
}
