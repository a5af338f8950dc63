// Search over conversation titles and message text (what the user wrote and the assistant's text).
// It scans rows rather than keeping an index: a personal history is small enough, and an index would
// cost a second write on every streamed batch.

import type { MoonlitDB } from "./database";
import { messageText } from "./message-text";
import type { ConversationRecord } from "./records";
import { fold, matchSnippet } from "./text-match";

export interface SearchHit {
  conversationId: string;
  title: string;
  /** Excerpt around the match; for a title match, the conversation's preview. */
  snippet: string;
  /** The message that matched, or null when the title did. */
  messageId: string | null;
}

export async function searchConversations(
  db: MoonlitDB,
  query: string,
  options: { limit?: number } = {},
): Promise<SearchHit[]> {
  const needle = fold(query.trim());
  if (needle === "") return [];
  const limit = options.limit ?? 50;

  return db.transaction("r", [db.conversations, db.messages], async () => {
    const conversations = new Map<string, ConversationRecord>();
    await db.conversations.each((row) => {
      if (row.deletedAt === undefined) conversations.set(row.id, row);
    });

    const hits = new Map<string, SearchHit>();
    for (const row of conversations.values()) {
      if (fold(row.title).includes(needle)) {
        hits.set(row.id, { conversationId: row.id, title: row.title, snippet: row.preview, messageId: null });
      }
    }
    await db.messages.each((node) => {
      const conversation = conversations.get(node.conversationId);
      if (!conversation || hits.has(conversation.id)) return;
      const snippet = matchSnippet(messageText(node), needle);
      if (snippet === null) return;
      hits.set(conversation.id, { conversationId: conversation.id, title: conversation.title, snippet, messageId: node.id });
    });

    const updatedAt = (hit: SearchHit) => conversations.get(hit.conversationId)!.updatedAt;
    return [...hits.values()].sort((a, b) => updatedAt(b) - updatedAt(a)).slice(0, limit);
  });
}
