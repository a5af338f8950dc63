// Reading the message tree: a conversation's messages form a tree through `parentId`; siblings under
// one parent are alternative branches (edits, regenerations), ordered by `createdAt`.

import Dexie from "dexie";
import type { MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";

function byCreation(a: MessageNode, b: MessageNode): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Children of `parentId` (null: the conversation's roots), oldest first. */
export async function childrenOf(db: MoonlitDB, conversationId: string, parentId: string | null): Promise<MessageNode[]> {
  // IndexedDB does not index null, so roots are found through the conversation instead.
  const rows =
    parentId === null
      ? await db.messages.where("conversationId").equals(conversationId).filter((m) => m.parentId === null).toArray()
      : await db.messages.where("parentId").equals(parentId).toArray();
  return rows.filter((m) => m.conversationId === conversationId).sort(byCreation);
}

/** All messages of a conversation, oldest first. */
export function listMessages(db: MoonlitDB, conversationId: string): Promise<MessageNode[]> {
  return db.messages
    .where("[conversationId+createdAt]")
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .toArray();
}

/** The branch ending at `leafId`, root first; empty when the leaf is not in the conversation. */
export function getPath(db: MoonlitDB, conversationId: string, leafId: string | null): Promise<MessageNode[]> {
  return db.transaction("r", db.messages, async () => {
    const path: MessageNode[] = [];
    const seen = new Set<string>();
    let id = leafId;
    while (id !== null && !seen.has(id)) {
      seen.add(id);
      const node = await db.messages.get(id);
      if (!node || node.conversationId !== conversationId) return path.length === 0 ? [] : path.reverse();
      path.push(node);
      id = node.parentId;
    }
    return path.reverse();
  });
}

/**
 * Follows the newest child from `fromId` (null: start at the newest root) down to a leaf: where the
 * thread lands after switching to a sibling branch. Null when the conversation has no messages.
 */
export function latestLeaf(db: MoonlitDB, conversationId: string, fromId: string | null): Promise<string | null> {
  return db.transaction("r", db.messages, async () => {
    let current = fromId;
    const seen = new Set<string>();
    for (;;) {
      const newest = (await childrenOf(db, conversationId, current)).at(-1);
      // `seen` guards against a parent cycle in imported data.
      if (!newest || seen.has(newest.id)) return current;
      seen.add(newest.id);
      current = newest.id;
    }
  });
}
