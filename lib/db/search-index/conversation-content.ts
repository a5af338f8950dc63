// What search reads of a conversation: its row, its messages as the words a person reads (the
// person's own text; a reply's text without its Markdown; no thinking, no tool calls, see
// part-text.ts) and the extracted text of its documents. Both the index and the excerpts read it
// here, so what is found is what is shown.

import Dexie from "dexie";
import { DOCUMENT_TEXT_TYPE } from "@/lib/protocol/attachment-types";
import type { MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "../database";
import { messageText } from "../message-text";
import type { ConversationRecord } from "../records";
import { markdownToPlain } from "./plain-text";
import type { IndexedConversation } from "./search-engine";

export function searchText(node: MessageNode): string {
  const text = messageText(node);
  return node.role === "user" ? text : markdownToPlain(text);
}

export interface StoredConversation {
  row: ConversationRecord;
  /** Every branch's messages, oldest first. */
  messages: MessageNode[];
}

export interface StoredDocument {
  conversationId: string;
  /** The message it was sent with. */
  messageId: string | null;
  name: string;
  text: string;
}

/**
 * The conversations of `ids` that exist, with their messages (or the first `limit` of each), read
 * together in one transaction.
 */
export function readConversations(db: MoonlitDB, ids: readonly string[], limit = Number.POSITIVE_INFINITY): Promise<StoredConversation[]> {
  return db.transaction("r", [db.conversations, db.messages], async () => {
    const messagesOf = (id: string) => db.messages.where("[conversationId+createdAt]").between([id, Dexie.minKey], [id, Dexie.maxKey]);
    const [rows, messages] = await Promise.all([
      db.conversations.bulkGet([...ids]),
      Promise.all(ids.map((id) => (limit === Number.POSITIVE_INFINITY ? messagesOf(id) : messagesOf(id).limit(limit)).toArray())),
    ]);
    return rows.flatMap((row, i) => (row ? [{ row, messages: messages[i] }] : []));
  });
}

/** The documents sent in these conversations, with their text. */
export async function readDocuments(db: MoonlitDB, conversations: readonly StoredConversation[]): Promise<StoredDocument[]> {
  const senders = new Map<string, string>();
  for (const { messages } of conversations) {
    for (const node of messages) if (node.role === "user") for (const ref of node.attachments) if (ref.kind === "document") senders.set(ref.id, node.id);
  }
  const ids = conversations.map(({ row }) => row.id);
  const rows = await db.attachments.where("conversationId").anyOf(ids).filter((row) => row.mediaType === DOCUMENT_TEXT_TYPE).toArray();
  // The text is read after the transaction: reading a blob would end it.
  return Promise.all(rows.map(async (row) => ({ conversationId: row.conversationId, messageId: senders.get(row.id) ?? null, name: row.name, text: await row.blob.text() })));
}

/** A conversation as the index takes it. */
export function indexedConversation({ row, messages }: StoredConversation, documents: readonly StoredDocument[]): IndexedConversation {
  return {
    id: row.id,
    title: row.title,
    text: messages.map(searchText).join("\n"),
    documents: documents.map((document) => `${document.name}\n${document.text}`).join("\n"),
  };
}

/** What says which version of a conversation is indexed: a new message or reply moves `updatedAt`; a new title may not. */
export function stampOf(row: ConversationRecord): string {
  return `${row.updatedAt}\n${row.title}`;
}
