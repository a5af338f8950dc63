// The database reads behind the data hooks. Each is a plain async function of (db, argument), so it
// can run both as a TanStack queryFn and inside Dexie's liveQuery, which re-runs it on any change to
// what it read, in this tab or another.

import type { MoonlitDB } from "@/lib/db/database";
// Through the lazily loaded database code: a `db` from useDatabase means it has loaded.
import { getConversation, listConversations, listMessages, listTools, searchConversations } from "@/lib/db/lazy";
import type { ConversationRecord, LibraryToolRecord } from "@/lib/db/records";
import type { AssistantNode } from "@/lib/protocol/message";
import { buildThread, type ThreadData } from "./build-thread";
import { queryKeys } from "./query-keys";

export interface DbQuery<T> {
  key(arg: string): readonly unknown[];
  read(db: MoonlitDB, arg: string): Promise<T>;
}

export interface ConversationListItem extends ConversationRecord {
  /** With a search: the excerpt that matched (for a title match, the preview). */
  snippet: string | null;
  /** With a search: the message that matched, or null when the title did. */
  matchedMessageId: string | null;
}

const pinnedFirst = <T extends { pinned: boolean }>(rows: T[]): T[] => [...rows.filter((r) => r.pinned), ...rows.filter((r) => !r.pinned)];

export const conversationListQuery: DbQuery<ConversationListItem[]> = {
  key: queryKeys.conversations,
  async read(db, search) {
    const query = search.trim();
    if (query === "") {
      return (await listConversations(db)).map((row) => ({ ...row, snippet: null, matchedMessageId: null }));
    }
    const hits = await searchConversations(db, query);
    const rows = await db.conversations.bulkGet(hits.map((hit) => hit.conversationId));
    const items = hits.flatMap((hit, i): ConversationListItem[] => {
      const row = rows[i];
      return row && row.deletedAt === undefined ? [{ ...row, snippet: hit.snippet, matchedMessageId: hit.messageId }] : [];
    });
    return pinnedFirst(items);
  },
};

export const conversationQuery: DbQuery<ConversationRecord | null> = {
  key: queryKeys.conversation,
  read: async (db, id) => (await getConversation(db, id)) ?? null,
};

export interface ThreadQueryData extends ThreadData {
  conversation: ConversationRecord | null;
}

export const threadQuery: DbQuery<ThreadQueryData> = {
  key: queryKeys.thread,
  async read(db, conversationId) {
    const conversation = (await getConversation(db, conversationId)) ?? null;
    if (!conversation) return { conversation, nodes: [], branches: {} };
    const messages = await listMessages(db, conversationId);
    return { conversation, ...buildThread(messages, conversation.activeLeafId) };
  },
};

/**
 * The last batches saved of replies that another tab is writing (ids joined by ","): the thread shows
 * them growing, as that tab saves them, rather than empty until they end.
 */
export const partialsQuery: DbQuery<AssistantNode[]> = {
  key: queryKeys.partials,
  async read(db, ids) {
    const rows = await db.partials.bulkGet(ids.split(","));
    return rows.filter((row): row is AssistantNode => row !== undefined);
  },
};

/** The person's tool library, by name. */
export const toolLibraryQuery: DbQuery<LibraryToolRecord[]> = {
  key: queryKeys.tools,
  read: (db) => listTools(db),
};
