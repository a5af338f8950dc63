// What the history part types into "Search conversations", chosen against e2e/support/history-zip.ts
// (English only: it writes no Chinese, so there is no Chinese query). Each query's last character
// narrows what the one before it matched (`join` is in the SQL code blocks of most conversations,
// `joins` only in the "SQL joins" ones), so the list must change after the last key and the time to
// that change is the search's; a phrase narrows only a few keys from its end, so its rows may already
// be on screen when the last key is pressed (the report counts those). Every query's matches hold it
// in their title (a topic or a title's label), whatever the search's semantics (substring or words).

export type QueryKind = "word" | "prefix" | "phrase";

export interface HistoryQuery {
  kind: QueryKind;
  text: string;
}

export const HISTORY_QUERIES: readonly HistoryQuery[] = [
  { kind: "word", text: "tests" },
  { kind: "word", text: "joins" },
  { kind: "word", text: "leak" },
  { kind: "prefix", text: "queri" },
  { kind: "prefix", text: "cleanu" },
  { kind: "prefix", text: "borr" },
  { kind: "phrase", text: "a bug" },
  { kind: "phrase", text: "memory leak" },
  { kind: "phrase", text: "Docker layers" },
];

/** Typed once after the cold load, before the measured queries: it matches nothing. */
export const WARM_UP_QUERY = "zqxjv";
