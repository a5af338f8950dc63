// Conversations: create, rename, pin, settings, and deletion with undo. Deleting only stamps
// `deletedAt`; `restoreConversation` undoes it, and `purgeDeletedConversations` (run at app start and
// after the undo window) removes the rows and everything that belongs to them.

import type { ConversationSettings } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { newId } from "./ids";
import type { ConversationRecord } from "./records";
import { writeTransaction } from "./storage-error";

/** How long a deleted conversation can be brought back. */
export const UNDO_WINDOW_MS = 10_000;

export interface NewConversation {
  settings: ConversationSettings;
  title: string;
  id?: string;
}

export async function createConversation(db: MoonlitDB, input: NewConversation): Promise<ConversationRecord> {
  const now = Date.now();
  const record: ConversationRecord = {
    id: input.id ?? newId(),
    title: input.title,
    createdAt: now,
    updatedAt: now,
    pinned: false,
    settings: input.settings,
    activeLeafId: null,
    preview: "",
  };
  await writeTransaction(db, [db.conversations], () => db.conversations.add(record));
  return record;
}

export async function getConversation(db: MoonlitDB, id: string): Promise<ConversationRecord | undefined> {
  const record = await db.conversations.get(id);
  return record && record.deletedAt === undefined ? record : undefined;
}

/** Rows read per request when listing: each page is a short task for the page, never one long one. */
export const LIST_PAGE_ROWS = 500;

/**
 * Newest first with pinned ones on top; deleted ones (still undoable) are left out. That is the
 * `listOrder` index read backwards (list-order.ts), a page at a time, so the first `limit` rows cost
 * `limit` rows however many there are.
 */
export async function listConversations(db: MoonlitDB, limit = Infinity): Promise<ConversationRecord[]> {
  const rows: ConversationRecord[] = [];
  let last: ConversationRecord["listOrder"];
  while (rows.length < limit) {
    const size = Math.min(LIST_PAGE_ROWS, limit - rows.length);
    const from = last === undefined ? db.conversations.orderBy("listOrder") : db.conversations.where("listOrder").below(last);
    const page = await from.reverse().limit(size).toArray();
    rows.push(...page);
    if (page.length < size) break;
    last = page[page.length - 1].listOrder;
  }
  return rows;
}

async function change(db: MoonlitDB, id: string, changes: Partial<ConversationRecord>): Promise<void> {
  await writeTransaction(db, [db.conversations], async () => {
    const updated = await db.conversations.update(id, changes);
    if (updated === 0) throw new Error(`Conversation ${id} does not exist.`);
  });
}

export function renameConversation(db: MoonlitDB, id: string, title: string): Promise<void> {
  return change(db, id, { title, updatedAt: Date.now() });
}

/**
 * A title written for the person (by the model) replaces `shown` only while it is still shown: a
 * rename in the meantime wins. Not new activity, so `updatedAt` stays.
 */
export async function replaceTitle(db: MoonlitDB, id: string, shown: string, title: string): Promise<void> {
  await writeTransaction(db, [db.conversations], () =>
    db.conversations.where("id").equals(id).filter((row) => row.title === shown && row.deletedAt === undefined).modify({ title }),
  );
}

/** Pinning does not touch `updatedAt`: it is not new activity, so the order under the pins stays. */
export function setPinned(db: MoonlitDB, id: string, pinned: boolean): Promise<void> {
  return change(db, id, { pinned });
}

export function updateConversationSettings(db: MoonlitDB, id: string, settings: ConversationSettings): Promise<void> {
  return change(db, id, { settings, updatedAt: Date.now() });
}

/** Switching branches changes what is shown, not the conversation, so `updatedAt` stays. */
export function setActiveLeaf(db: MoonlitDB, id: string, activeLeafId: string | null): Promise<void> {
  return change(db, id, { activeLeafId });
}

export function deleteConversation(db: MoonlitDB, id: string): Promise<void> {
  return change(db, id, { deletedAt: Date.now() });
}

export async function restoreConversation(db: MoonlitDB, id: string): Promise<void> {
  await writeTransaction(db, [db.conversations], () =>
    db.conversations.where("id").equals(id).modify((row) => {
      delete row.deletedAt;
    }),
  );
}

/** Removes a conversation now, with its messages, attachments and draft. */
export async function purgeConversation(db: MoonlitDB, id: string): Promise<void> {
  await writeTransaction(db, [db.conversations, db.messages, db.attachments, db.drafts], async () => {
    await db.messages.where("conversationId").equals(id).delete();
    await db.attachments.where("conversationId").equals(id).delete();
    await db.drafts.delete(id);
    await db.conversations.delete(id);
  });
}

/** Purges conversations deleted longer ago than `undoWindowMs`; returns how many were removed. */
export async function purgeDeletedConversations(db: MoonlitDB, undoWindowMs = UNDO_WINDOW_MS): Promise<number> {
  const cutoff = Date.now() - undoWindowMs;
  const ids = (await db.conversations.where("deletedAt").belowOrEqual(cutoff).primaryKeys()) as string[];
  for (const id of ids) await purgeConversation(db, id);
  return ids.length;
}
