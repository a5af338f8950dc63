// Searching conversations through the index (search-index/): titles, what was said and the text of
// documents. The index ranks (every word asked must be there, the last one as a prefix); titles that
// hold every word come first, then relevance, then recent activity. Each hit is then checked against
// the stored conversation, read fresh: one deleted (even in another tab, even still undoable) is left
// out, and one whose text no longer holds the words (the index lagging a change) is left out and
// reported stale, to be indexed again.

import type { MoonlitDB } from "./database";
import type { ConversationRecord } from "./records";
import { readConversations, readDocuments, searchText, type StoredConversation } from "./search-index/conversation-content";
import { bestExcerpt, highlightAll, type Excerpt, type Highlighted } from "./search-index/highlight";
import type { RankedMatch, SearchEngine } from "./search-index/search-engine";
import { queryTerms } from "./search-index/search-terms";

export type { Highlighted } from "./search-index/highlight";

export interface SearchHit {
  /** The conversation's row as read for this search. */
  conversation: ConversationRecord;
  /** The title as found, with the words that matched. */
  title: Highlighted;
  /** Excerpt around the match; for a match in the title only, the preview, nothing marked. */
  snippet: Highlighted | null;
  /** The message that matched (or sent the document that did), or null when only the title did. */
  messageId: string | null;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Conversations the index found that no longer match: it should index them again. */
  stale: string[];
}

export interface SearchOptions {
  limit?: number;
  /** Asked between steps: true once a newer search makes this one pointless. */
  superseded?: () => boolean;
}

type Candidate = RankedMatch & { updatedAt: number };

const byRank = (a: Candidate, b: Candidate) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score || b.updatedAt - a.updatedAt;

/** Each message's text, made only as far as the excerpt reads. */
function* textsOf(item: StoredConversation): Generator<string> {
  for (const node of item.messages) yield searchText(node);
}

function labelled(name: string, excerpt: Highlighted): Highlighted {
  const label = `${name}: `;
  return { text: label + excerpt.text, marks: excerpt.marks.map(([start, end]) => [start + label.length, end + label.length]) };
}

/** Messages read first of each conversation found: its words are mostly in the first exchanges. */
const FIRST_MESSAGES = 4;

interface Found {
  item: StoredConversation;
  excerpt: Excerpt | null;
}

/**
 * Each conversation's best excerpt: from its first messages, and for those whose first messages do
 * not hold every word, from all of them. Rows come back fresh; deleted ones are left out.
 */
async function excerptsOf(db: MoonlitDB, ids: readonly string[], terms: readonly string[]): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  const more: string[] = [];
  for (const item of await readConversations(db, ids, FIRST_MESSAGES)) {
    if (item.row.deletedAt !== undefined) continue;
    const excerpt = bestExcerpt(textsOf(item), terms);
    found.set(item.row.id, { item, excerpt });
    if (!excerpt?.complete && item.messages.length === FIRST_MESSAGES) more.push(item.row.id);
  }
  if (more.length === 0) return found;
  for (const item of await readConversations(db, more)) {
    if (item.row.deletedAt !== undefined) found.delete(item.row.id);
    else found.set(item.row.id, { item, excerpt: bestExcerpt(textsOf(item), terms) });
  }
  return found;
}

/**
 * The best `limit` conversations for `query`, or null when superseded. `live` is what the caller
 * knows of the conversation rows (for ranking by activity); the rows are read again before answering.
 */
export async function searchConversations(
  db: MoonlitDB,
  engine: SearchEngine,
  live: ReadonlyMap<string, ConversationRecord>,
  query: string,
  options: SearchOptions = {},
): Promise<SearchOutcome | null> {
  const terms = queryTerms(query);
  if (terms.length === 0) return { hits: [], stale: [] };
  const superseded = options.superseded ?? (() => false);
  const candidates: Candidate[] = [];
  for (const match of engine.rank(query)) {
    const row = live.get(match.id);
    if (row !== undefined && row.deletedAt === undefined) candidates.push({ ...match, updatedAt: row.updatedAt });
  }
  const ranked = candidates.sort(byRank).slice(0, options.limit ?? 50);
  if (superseded()) return null;

  const found = await excerptsOf(
    db,
    ranked.map((match) => match.id),
    terms,
  );
  if (superseded()) return null;
  const hits = new Map<string, SearchHit>();
  const unmatched: StoredConversation[] = [];
  for (const match of ranked) {
    const { item, excerpt } = found.get(match.id) ?? {};
    if (!item) continue;
    const snippet = excerpt ? { text: excerpt.text, marks: excerpt.marks } : null;
    hits.set(match.id, { conversation: item.row, title: highlightAll(item.row.title, terms), snippet, messageId: excerpt ? item.messages[excerpt.index].id : null });
    if (!excerpt) unmatched.push(item);
  }

  // Conversations found by a document (its text, or its name), or by the title alone.
  const documents = unmatched.length === 0 ? [] : await readDocuments(db, unmatched);
  const stale: string[] = [];
  for (const { row } of unmatched) {
    const own = documents.filter((document) => document.conversationId === row.id);
    const hit = hits.get(row.id)!;
    const excerpt = bestExcerpt(
      own.map((document) => document.text),
      terms,
    );
    const named = excerpt ? undefined : own.find((document) => highlightAll(document.name, terms).marks.length > 0);
    if (excerpt) {
      const document = own[excerpt.index];
      hits.set(row.id, { ...hit, snippet: labelled(document.name, excerpt), messageId: document.messageId });
    } else if (named) {
      hits.set(row.id, { ...hit, snippet: highlightAll(named.name, terms), messageId: named.messageId });
    } else if (hit.title.marks.length > 0) {
      hits.set(row.id, { ...hit, snippet: row.preview ? { text: row.preview, marks: [] } : null });
    } else {
      hits.delete(row.id);
      stale.push(row.id);
    }
  }
  return { hits: [...hits.values()], stale };
}
