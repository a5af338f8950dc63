// What search reads of a conversation: its row, its messages as the words a person reads (the
// person's own text; a reply's text without its Markdown, no tool calls, see part-text.ts), the
// replies' thinking apart (searched only when the person asks for it), and the extracted text of its
// documents. Both the index and the excerpts read it here, so what is found is what is shown.

import Dexie from "dexie";
import { DOCUMENT_TEXT_TYPE } from "@/lib/db/attachment-types";
import type { MessageNode } from "@/lib/protocol/message";
import { deriveParts } from "@/lib/view/derive-parts";
import { partsText } from "@/lib/view/part-text";
import type { MoonlitDB } from "../database";
import type { ConversationRecord } from "../records";
import { markdownToPlain } from "./plain-text";
import type { IndexedConversation } from "./search-engine";

export interface MessageSearchText {
  /** What was said: the person's text, or the reply's as read. */
  text: string;
  /** What the reply thought before it; empty for the person's messages. */
  thinking: string;
}

export function searchTexts(node: MessageNode): MessageSearchText {
  if (node.role === "user") return { text: node.text, thinking: "" };
  // Derived once for both: a reply's parts are the costly part of indexing.
  const parts = deriveParts([node], { toolLoopActive: false });
  const thinking = parts.flatMap((part) => (part.type === "thinking" ? [part.text] : []));
  return { text: markdownToPlain(partsText(parts)), thinking: thinking.length === 0 ? "" : markdownToPlain(thinking.join("\n\n")) };
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

/** A conversation as the index takes it; its replies' thinking only when `thinking` (it is searched). */
export function indexedConversation({ row, messages }: StoredConversation, documents: readonly StoredDocument[], thinking: boolean): IndexedConversation {
  const texts = messages.map(searchTexts);
  return {
    id: row.id,
    title: row.title,
    text: texts.map((item) => item.text).join("\n"),
    thinking: thinking ? texts.map((item) => item.thinking).filter(Boolean).join("\n") : "",
    documents: documents.map((document) => `${document.name}\n${document.text}`).join("\n"),
  };
}

/**
 * What says which version of a conversation is indexed, and whether with its thinking: a new message
 * or reply moves `updatedAt`; a new title may not; messages merged in by an import move `revision`.
 */
export function stampOf(row: ConversationRecord, thinking: boolean): string {
  return `${row.updatedAt}\n${row.revision ?? 0}\n${thinking ? "thinking" : "said"}\n${row.title}`;
}
