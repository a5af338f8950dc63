// Writing messages. Each write also keeps the conversation row in step (updatedAt, the shown branch,
// the sidebar preview) in the same transaction, so the two never disagree.

import type { MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { messageText, previewOf } from "./message-text";
import { latestLeaf } from "./message-tree";
import type { ConversationRecord } from "./records";
import { writeTransaction } from "./storage-error";

export function getMessage(db: MoonlitDB, id: string): Promise<MessageNode | undefined> {
  return db.messages.get(id);
}

function previewChange(node: MessageNode | undefined, current: string): string {
  const text = node ? previewOf(messageText(node)) : "";
  // A turn with only tool calls has no text; keep showing the last words said instead.
  return text || (node ? current : "");
}

async function requireConversation(db: MoonlitDB, id: string): Promise<ConversationRecord> {
  const conversation = await db.conversations.get(id);
  if (!conversation) throw new Error(`Conversation ${id} does not exist.`);
  return conversation;
}

/** Adds a message; by default it becomes the shown branch's leaf. */
export async function addMessage(db: MoonlitDB, node: MessageNode, options: { activate?: boolean } = {}): Promise<void> {
  const activate = options.activate ?? true;
  await writeTransaction(db, [db.conversations, db.messages], async () => {
    const conversation = await requireConversation(db, node.conversationId);
    await db.messages.add(node);
    const changes: Partial<ConversationRecord> = { updatedAt: Date.now() };
    if (activate) {
      changes.activeLeafId = node.id;
      changes.preview = previewChange(node, conversation.preview);
    }
    await db.conversations.update(conversation.id, changes);
  });
}

/** Replaces a stored message with `node` (same id), as the stream saver and retries do. */
export async function updateMessage(db: MoonlitDB, node: MessageNode): Promise<void> {
  await writeTransaction(db, [db.conversations, db.messages], async () => {
    const conversation = await requireConversation(db, node.conversationId);
    await db.messages.put(node);
    const changes: Partial<ConversationRecord> = { updatedAt: Date.now() };
    if (conversation.activeLeafId === node.id) changes.preview = previewChange(node, conversation.preview);
    await db.conversations.update(conversation.id, changes);
  });
}

async function collectSubtree(db: MoonlitDB, root: MessageNode): Promise<MessageNode[]> {
  const found: MessageNode[] = [root];
  const seen = new Set([root.id]);
  for (let i = 0; i < found.length; i++) {
    const children = await db.messages.where("parentId").equals(found[i].id).toArray();
    for (const child of children) {
      if (child.conversationId !== root.conversationId || seen.has(child.id)) continue;
      seen.add(child.id);
      found.push(child);
    }
  }
  return found;
}

function attachmentIds(nodes: MessageNode[]): Set<string> {
  return new Set(nodes.flatMap((node) => (node.role === "user" ? node.attachments.map((a) => a.id) : [])));
}

/**
 * Deletes a message and every reply under it, with the attachments only they used (an edited user
 * message may share attachments with its sibling). If the shown branch went with them, the thread moves
 * to the newest remaining branch under the deleted message's parent. Returns the deleted ids.
 */
export async function deleteMessageSubtree(db: MoonlitDB, messageId: string): Promise<string[]> {
  return writeTransaction(db, [db.conversations, db.messages, db.attachments], async () => {
    const root = await db.messages.get(messageId);
    if (!root) return [];
    const removed = await collectSubtree(db, root);
    const removedIds = removed.map((m) => m.id);
    await db.messages.bulkDelete(removedIds);

    const remaining = await db.messages.where("conversationId").equals(root.conversationId).toArray();
    const stillUsed = attachmentIds(remaining);
    const orphaned = [...attachmentIds(removed)].filter((id) => !stillUsed.has(id));
    await db.attachments.bulkDelete(orphaned);

    const conversation = await db.conversations.get(root.conversationId);
    if (conversation && conversation.activeLeafId !== null && removedIds.includes(conversation.activeLeafId)) {
      const leafId = await latestLeaf(db, root.conversationId, root.parentId);
      const leaf = leafId === null ? undefined : await db.messages.get(leafId);
      await db.conversations.update(conversation.id, {
        activeLeafId: leafId,
        preview: previewChange(leaf, conversation.preview),
        updatedAt: Date.now(),
      });
    }
    return removedIds;
  });
}
