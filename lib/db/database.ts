// The Moonlit IndexedDB database. Every schema version stays declared so Dexie can upgrade any older
// database a browser still holds; a new version adds a `SCHEMA_Vn` and, if rows change, an upgrade.
//
// Cross-tab sync: Dexie 4's liveQuery re-runs when any tab writes to this database (it broadcasts
// changes itself), so the UI should read conversations, messages and drafts through liveQuery (or a
// TanStack Query fed by it) rather than caching rows; nothing custom is needed here.

import Dexie, { type EntityTable, type Transaction } from "dexie";
import type { AssistantNode, MessageNode } from "@/lib/protocol/message";
import type { AttachmentRecord, ConversationRecord, DraftRecord, LibraryToolRecord, McpServerRecord, SharedLinkRecord } from "./records";
import { giveListOrder, listOrderMiddleware } from "./list-order";
import { messageText, previewOf } from "./message-text";

export const DEFAULT_DATABASE_NAME = "moonlit";

/** v1: the first release. Conversations had no `pinned` nor `preview`, and there were no drafts. */
export const SCHEMA_V1 = {
  conversations: "id, updatedAt",
  messages: "id, conversationId, [conversationId+createdAt], parentId",
  attachments: "id, conversationId",
} as const;

/** v2: pinning, soft deletion (`deletedAt`), sidebar previews, composer drafts, streaming lookup. */
export const SCHEMA_V2 = {
  conversations: "id, updatedAt, deletedAt",
  messages: "id, conversationId, [conversationId+createdAt], parentId, status",
  attachments: "id, conversationId",
  drafts: "conversationId",
} as const;

/**
 * v3: `partials`, the batches of a reply still streaming. Kept apart from `messages` so the batch
 * writes (a few a second) do not wake every query over the conversation's messages, which would
 * re-read the whole conversation each time; the final write goes to `messages`.
 */
export const SCHEMA_V3 = { ...SCHEMA_V2, partials: "id, conversationId" } as const;

/** v4: `tools`, the person's tool library (names are unique; the repository keeps them so). */
export const SCHEMA_V4 = { ...SCHEMA_V3, tools: "id, name" } as const;

/**
 * v5: `sharedLinks`, the share links made in this browser with their delete tokens. The whole-database
 * export leaves them out: a delete token is this browser's secret, not part of a conversation.
 */
export const SCHEMA_V5 = { ...SCHEMA_V4, sharedLinks: "id, createdAt" } as const;

/**
 * v6: `mcpServers`, the MCP servers this browser connects to, with their listed tools and, after a
 * sign-in, OAuth tokens: like share links' tokens, this browser's own, never in a conversation.
 */
export const SCHEMA_V6 = { ...SCHEMA_V5, mcpServers: "id, name" } as const;

/**
 * v7: `listOrder`, the sidebar's order as an index (list-order.ts), so the sidebar's first screen
 * reads only the rows it shows. Every row written since carries it; the upgrade computes it once.
 */
export const SCHEMA_V7 = { ...SCHEMA_V6, conversations: "id, updatedAt, deletedAt, listOrder" } as const;

export class MoonlitDB extends Dexie {
  conversations!: EntityTable<ConversationRecord, "id">;
  messages!: EntityTable<MessageNode, "id">;
  attachments!: EntityTable<AttachmentRecord, "id">;
  drafts!: EntityTable<DraftRecord, "conversationId">;
  partials!: EntityTable<AssistantNode, "id">;
  tools!: EntityTable<LibraryToolRecord, "id">;
  sharedLinks!: EntityTable<SharedLinkRecord, "id">;
  mcpServers!: EntityTable<McpServerRecord, "id">;

  constructor(name: string = DEFAULT_DATABASE_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    this.version(7).stores(SCHEMA_V7).upgrade((tx) => giveListOrder(tx.table<ConversationRecord, string>("conversations").toCollection()));
    this.use(listOrderMiddleware);
  }
}

async function upgradeToV2(tx: Transaction): Promise<void> {
  const messages = tx.table<MessageNode, string>("messages");
  const conversations = tx.table<Partial<ConversationRecord> & { id: string }, string>("conversations");
  const rows = await conversations.toArray();
  for (const row of rows) {
    const leaf = row.activeLeafId ? await messages.get(row.activeLeafId) : undefined;
    await conversations.put({
      ...row,
      pinned: row.pinned ?? false,
      preview: row.preview ?? (leaf ? previewOf(messageText(leaf)) : ""),
    });
  }
}

export function openDatabase(name: string = DEFAULT_DATABASE_NAME): MoonlitDB {
  return new MoonlitDB(name);
}
