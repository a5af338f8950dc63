// Searching conversations through the index (search-index/): titles, what was said, the replies'
// thinking when asked for, and the text of documents. The index ranks (every word asked must be
// there, the last one as a prefix); titles that hold every word come first, then relevance, then
// recent activity. Each hit is then checked against the stored conversation, read fresh: one deleted
// (even in another tab, even still undoable) is left out; one whose text no longer holds the words
// (the index lagging a change) is left out and reported stale, to be indexed again; and one that
// holds a quoted phrase's words but not side by side is left out.

import type { MoonlitDB } from "./database";
import type { ConversationRecord } from "./records";
import { readConversations, readDocuments, searchTexts, type StoredConversation } from "./search-index/conversation-content";
import { bestExcerpt, highlightAll, type Excerpt, type Highlighted } from "./search-index/highlight";
import { holdsPhrases, queryPhrases, type Phrase } from "./search-index/phrases";
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
  /** The excerpt is of that reply's thinking. */
  inThinking: boolean;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Conversations the index found that no longer match: it should index them again. */
  stale: string[];
}

export interface SearchOptions {
  limit?: number;
  /** Search the replies' thinking too. */
  thinking?: boolean;
  /** Asked between steps: true once a newer search makes this one pointless. */
  superseded?: () => boolean;
}

type Candidate = RankedMatch & { updatedAt: number };

const byRank = (a: Candidate, b: Candidate) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score || b.updatedAt - a.updatedAt;

/** What was asked, as the steps below read it. */
interface Asked {
  terms: string[];
  phrases: Phrase[];
  thinking: boolean;
}

/** Where an excerpt's text came from: a message, and whether from its thinking. */
interface TextSource {
  message: number;
  thinking: boolean;
}

/** Each message's text (then its thinking, when asked for), made only as far as the excerpt reads. */
function* textsOf(item: StoredConversation, thinking: boolean, sources: TextSource[]): Generator<string> {
  for (const [message, node] of item.messages.entries()) {
    const texts = searchTexts(node);
    sources.push({ message, thinking: false });
    yield texts.text;
    if (!thinking || texts.thinking === "") continue;
    sources.push({ message, thinking: true });
    yield texts.thinking;
  }
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
  source: TextSource | null;
}

function excerptOf(item: StoredConversation, asked: Asked): Found {
  const sources: TextSource[] = [];
  const excerpt = bestExcerpt(textsOf(item, asked.thinking, sources), asked.terms, asked.phrases);
  return { item, excerpt, source: excerpt ? sources[excerpt.index] : null };
}

/**
 * Each conversation's best excerpt: from its first messages, and for those whose first messages do
 * not hold every word (and phrase), from all of them. Rows come back fresh; deleted ones are left out.
 */
async function excerptsOf(db: MoonlitDB, ids: readonly string[], asked: Asked): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  const more: string[] = [];
  for (const item of await readConversations(db, ids, FIRST_MESSAGES)) {
    if (item.row.deletedAt !== undefined) continue;
    const first = excerptOf(item, asked);
    found.set(item.row.id, first);
    if (!(first.excerpt?.complete && first.excerpt.phrased) && item.messages.length === FIRST_MESSAGES) more.push(item.row.id);
  }
  if (more.length === 0) return found;
  for (const item of await readConversations(db, more)) {
    if (item.row.deletedAt !== undefined) found.delete(item.row.id);
    else found.set(item.row.id, excerptOf(item, asked));
  }
  return found;
}

/** Candidates checked per step; a phrase search that leaves many out takes a few more steps. */
const MAX_STEPS = 8;

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
  const asked: Asked = { terms: queryTerms(query), phrases: queryPhrases(query), thinking: options.thinking ?? false };
  if (asked.terms.length === 0) return { hits: [], stale: [] };
  const superseded = options.superseded ?? (() => false);
  const limit = options.limit ?? 50;
  const candidates: Candidate[] = [];
  for (const match of engine.rank(query, { thinking: asked.thinking })) {
    const row = live.get(match.id);
    if (row !== undefined && row.deletedAt === undefined) candidates.push({ ...match, updatedAt: row.updatedAt });
  }
  candidates.sort(byRank);

  // Without a phrase nearly every candidate is a hit: one step. With one, candidates whose words
  // stand apart are left out, and the next ones are checked until the list is full.
  const hits: SearchHit[] = [];
  const stale: string[] = [];
  for (let step = 0; step < MAX_STEPS && hits.length < limit; step++) {
    const ranked = candidates.slice(step * limit, (step + 1) * limit);
    if (ranked.length === 0) break;
    if (superseded()) return null;
    const checked = await checkCandidates(db, ranked, asked);
    if (checked === null || superseded()) return null;
    hits.push(...checked.hits);
    stale.push(...checked.stale);
    if (asked.phrases.length === 0) break;
  }
  return { hits: hits.slice(0, limit), stale };
}

/** The candidates that hold what was asked, read fresh from the database, in their order. */
async function checkCandidates(db: MoonlitDB, ranked: readonly Candidate[], asked: Asked): Promise<SearchOutcome | null> {
  const { terms, phrases } = asked;
  const found = await excerptsOf(
    db,
    ranked.map((match) => match.id),
    asked,
  );
  const hits = new Map<string, SearchHit>();
  const unmatched: StoredConversation[] = [];
  for (const match of ranked) {
    const { item, excerpt, source } = found.get(match.id) ?? {};
    if (!item) continue;
    const title = highlightAll(item.row.title, terms, phrases);
    const answered = excerpt && source && excerpt.phrased;
    const snippet = answered ? { text: excerpt.text, marks: excerpt.marks } : null;
    hits.set(match.id, {
      conversation: item.row,
      title,
      snippet,
      messageId: answered ? item.messages[source.message].id : null,
      inThinking: answered ? source.thinking : false,
    });
    if (!answered) unmatched.push(item);
  }

  // Conversations found by a document (its text, or its name), by the title alone, or by none of
  // them: the index lags (stale), or a phrase's words stand apart (left out).
  const documents = unmatched.length === 0 ? [] : await readDocuments(db, unmatched);
  const stale: string[] = [];
  for (const { row } of unmatched) {
    const own = documents.filter((document) => document.conversationId === row.id);
    const hit = hits.get(row.id)!;
    const excerpt = bestExcerpt(
      own.map((document) => document.text),
      terms,
      phrases,
    );
    const named = own.find((document) => highlightAll(document.name, terms).marks.length > 0 && holdsPhrases(document.name, phrases));
    if (excerpt?.phrased) {
      const document = own[excerpt.index];
      hits.set(row.id, { ...hit, snippet: labelled(document.name, excerpt), messageId: document.messageId });
    } else if (named) {
      hits.set(row.id, { ...hit, snippet: highlightAll(named.name, terms, phrases), messageId: named.messageId });
    } else if (hit.title.marks.length > 0 && holdsPhrases(row.title, phrases)) {
      hits.set(row.id, { ...hit, snippet: row.preview ? { text: row.preview, marks: [] } : null });
    } else {
      hits.delete(row.id);
      if (phrases.length === 0) stale.push(row.id);
    }
  }
  return { hits: [...hits.values()], stale };
}
