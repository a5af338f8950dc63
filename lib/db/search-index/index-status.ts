// How far this tab's search index has got, as the search worker last said (search-client.ts feeds
// it), for the sidebar to read. Kept apart from the client so reading it loads no search code.

import type { IndexStatus } from "./search-protocol";

export const NOT_STARTED: IndexStatus = { indexed: 0, total: 0, generation: 0 };

const statuses = new Map<string, IndexStatus>();
const listeners = new Set<() => void>();

export function setIndexStatus(database: string, status: IndexStatus): void {
  statuses.set(database, status);
  listeners.forEach((listener) => listener());
}

/** The status of the index of app database `database` (the same object until it changes). */
export function getIndexStatus(database: string | null): IndexStatus {
  return (database !== null && statuses.get(database)) || NOT_STARTED;
}

export function watchIndexStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
