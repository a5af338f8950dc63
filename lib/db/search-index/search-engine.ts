// The full-text index of conversations (MiniSearch): one document per conversation, its title, its
// messages' text, its replies' thinking and its documents' text as four fields, ranked with BM25.
// Thinking is searched only when asked for. Each conversation's
// `stamp` says which version of it is indexed, so catching up re-reads only what changed. A snapshot
// carries FORMAT: one written by an older way of indexing (other terms, other fields) is not loaded,
// and the index is built again.

import MiniSearch, { type MatchInfo, type Options } from "minisearch";
import { indexTerms, isPrefixTerm, queryTerms } from "./search-terms";

/** Raise when what is indexed, or how, changes: stored snapshots of other formats are rebuilt. */
export const SEARCH_INDEX_FORMAT = 2;

export interface IndexedConversation {
  id: string;
  title: string;
  /** What was said: the person's messages and the replies' text. */
  text: string;
  /** What the replies thought. */
  thinking: string;
  /** The text extracted from the documents sent with its messages. */
  documents: string;
}

export interface RankedMatch {
  id: string;
  score: number;
  /** Every term of the query is in the title. */
  inTitle: boolean;
}

export interface RankOptions {
  /** Search the replies' thinking too. */
  thinking?: boolean;
}

export interface SearchSnapshot {
  format: number;
  /** MiniSearch's own JSON. */
  index: string;
  stamps: Array<[string, string]>;
}

const keep = (term: string) => term;

const ALL_FIELDS = ["title", "text", "thinking", "documents"];
const SAID_FIELDS = ALL_FIELDS.filter((field) => field !== "thinking");

const OPTIONS: Options<IndexedConversation> = {
  fields: ALL_FIELDS,
  tokenize: indexTerms,
  processTerm: keep,
  searchOptions: {
    tokenize: queryTerms,
    processTerm: keep,
    combineWith: "AND",
    prefix: isPrefixTerm,
    boost: { title: 3, thinking: 0.5, documents: 0.5 },
  },
};

export interface SearchEngine {
  /** Indexes a conversation, replacing what was indexed of it. */
  put(conversation: IndexedConversation, stamp: string): void;
  remove(id: string): void;
  stamp(id: string): string | undefined;
  ids(): IterableIterator<string>;
  /** Every conversation holding all of the query's terms, unordered. */
  rank(query: string, options?: RankOptions): RankedMatch[];
  /** The index to save, without what replaced or removed conversations left in it. */
  snapshot(): Promise<SearchSnapshot>;
}

/** Whether a result's matched terms put every term of the query in the title. */
function titleMatcher(query: readonly string[]): (match: MatchInfo) => boolean {
  const wanted = [...new Set(query)];
  const last = query.at(-1);
  const prefix = last !== undefined && isPrefixTerm(last, query.length - 1, query) ? last : null;
  const inTitle = (match: MatchInfo, want: string) => {
    for (const term in match) if ((term === want || (want === prefix && term.startsWith(prefix))) && match[term].includes("title")) return true;
    return false;
  };
  return (match) => wanted.every((want) => inTitle(match, want));
}

function wrap(mini: MiniSearch<IndexedConversation>, stamps: Map<string, string>): SearchEngine {
  return {
    put(conversation, stamp) {
      if (stamps.has(conversation.id)) mini.discard(conversation.id);
      mini.add(conversation);
      stamps.set(conversation.id, stamp);
    },
    remove(id) {
      if (!stamps.delete(id)) return;
      mini.discard(id);
    },
    stamp: (id) => stamps.get(id),
    ids: () => stamps.keys(),
    rank(query, options = {}) {
      const results = mini.search(query, { fields: options.thinking ? ALL_FIELDS : SAID_FIELDS });
      const inTitle = titleMatcher(queryTerms(query));
      return results.map((result) => ({ id: result.id as string, score: result.score, inTitle: inTitle(result.match) }));
    },
    async snapshot() {
      // A discarded conversation's words stay in the index until it is vacuumed (MiniSearch does so
      // by itself only past a share of them): a snapshot never keeps them.
      if (mini.dirtCount > 0) await mini.vacuum();
      return { format: SEARCH_INDEX_FORMAT, index: JSON.stringify(mini), stamps: [...stamps] };
    },
  };
}

export function createSearchEngine(): SearchEngine {
  return wrap(new MiniSearch(OPTIONS), new Map());
}

/** The index a snapshot holds, or null when it is of another format or does not load. */
export function loadSearchEngine(snapshot: SearchSnapshot): SearchEngine | null {
  if (snapshot.format !== SEARCH_INDEX_FORMAT) return null;
  try {
    return wrap(MiniSearch.loadJSON(snapshot.index, OPTIONS), new Map(snapshot.stamps));
  } catch {
    return null;
  }
}
