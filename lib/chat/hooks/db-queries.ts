// The database reads behind the data hooks. Each is a plain async function of (db, argument), so it
// can run both as a TanStack queryFn and inside Dexie's liveQuery, which re-runs it on any change to
// what it read, in this tab or another.

import type { MoonlitDB } from "@/lib/db/database";
// Through the lazily loaded database code: a `db` from useDatabase means it has loaded.
import { getConversation, listConversations, listMessages, listTools } from "@/lib/db/lazy";
import type { ConversationRecord, LibraryToolRecord } from "@/lib/db/records";
import type { Highlighted } from "@/lib/db/search";
import type { AssistantNode } from "@/lib/protocol/message";
import { buildThread, type ThreadData } from "./build-thread";
import { queryKeys } from "./query-keys";

export interface DbQuery<T> {
  key(arg: string): readonly unknown[];
  read(db: MoonlitDB, arg: string): Promise<T>;
  /**
   * A quick read of what the first screen shows, where `read` is long: the query shows it first, and
   * the live query brings the whole of `read` once it has been shown (use-db-query.ts).
   */
  first?(db: MoonlitDB, arg: string): Promise<T>;
}

export interface ConversationListItem extends ConversationRecord {
  /** With a search: where the title matched, the excerpt that did, and the message it is from. */
  search?: {
    title: Highlighted;
    snippet: Highlighted | null;
    messageId: string | null;
    inThinking: boolean;
  };
}

/** Rows the sidebar reads before the rest: more than the tallest window shows (34 px a row). */
export const FIRST_SCREEN_ROWS = 60;

/** Newest first, pinned on top; the first screen's rows first. Searches go through the index instead (use-search.ts). */
export const conversationListQuery: DbQuery<ConversationListItem[]> = {
  key: queryKeys.conversations,
  read: (db) => listConversations(db),
  first: (db) => listConversations(db, FIRST_SCREEN_ROWS),
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
 * The last batches saved of replies that another tab is streaming (ids joined by ","): the thread
 * shows them growing, as that tab saves them, rather than empty until they end.
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
