// What the page and the search worker say to each other, in the envelope of
// lib/async/worker-protocol.ts: a search, answered with its hits (or "superseded" when a newer one
// came first), and a watch, answered only with progress, for as long as the page lives.

import type { SearchHit } from "../search";

export interface IndexStatus {
  /** Conversations indexed as they stand now, of `total` (deleted ones count in neither). */
  indexed: number;
  total: number;
  /** Moves whenever what a search finds may have changed: the search on screen is asked again. */
  generation: number;
}

/**
 * `database`: the app database's name (tests use their own). `seq` grows with each search a page
 * sends: a search with an older one is not worth finishing. `thinking`: the person searches the
 * replies' thinking too, so the index holds it.
 */
export type SearchJob =
  | { kind: "watch"; database: string; thinking: boolean }
  | { kind: "search"; database: string; query: string; thinking: boolean; seq: number };

export type SearchAnswer = { hits: SearchHit[] } | { superseded: true };
