// Search over conversation titles, message text (what the user wrote and the assistant's text) and
// the text of the documents sent with messages. It scans rows rather than keeping an index: a
// personal history is small enough, and an index would cost a second write on every streamed batch.

import type { MoonlitDB } from "./database";
import { messageText } from "./message-text";
import { DOCUMENT_TEXT_TYPE } from "@/lib/protocol/attachment-types";
import type { AttachmentRecord, ConversationRecord } from "./records";
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

  const { conversations, hits, documents } = await db.transaction("r", [db.conversations, db.messages, db.attachments], async () => {
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

    // Documents of conversations not matched yet, with the message each was sent with.
    const senders = new Map<string, string>();
    await db.messages.each((node) => {
      if (node.role === "user" && !hits.has(node.conversationId)) for (const ref of node.attachments) if (ref.kind === "document") senders.set(ref.id, node.id);
    });
    const documents = senders.size === 0 ? [] : (await db.attachments.bulkGet([...senders.keys()])).filter((row): row is AttachmentRecord => row?.mediaType === DOCUMENT_TEXT_TYPE);
    return { conversations, hits, documents: documents.map((row) => ({ row, messageId: senders.get(row.id)! })) };
  });

  // Their text is read outside the transaction, which reading a blob would end.
  for (const { row, messageId } of documents) {
    const conversation = conversations.get(row.conversationId);
    if (!conversation || hits.has(conversation.id)) continue;
    const snippet = matchSnippet(await row.blob.text(), needle);
    if (snippet !== null) hits.set(conversation.id, { conversationId: conversation.id, title: conversation.title, snippet: `${row.name}: ${snippet}`, messageId });
  }
  const updatedAt = (hit: SearchHit) => conversations.get(hit.conversationId)!.updatedAt;
  return [...hits.values()].sort((a, b) => updatedAt(b) - updatedAt(a)).slice(0, limit);
}
