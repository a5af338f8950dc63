// The replies' usage since a moment, for the Usage view. Through the indexes, without a new one: a
// conversation with a reply since then was updated since then (every message write bumps
// `updatedAt`), and within it [conversationId+createdAt] picks the recent messages.

import { usageRowOf, type UsageRow } from "@/lib/view/usage-report";
import type { MoonlitDB } from "./database";

export async function readUsageRows(db: MoonlitDB, since: number): Promise<UsageRow[]> {
  const conversations = await db.conversations.where("updatedAt").aboveOrEqual(since).toArray();
  const live = conversations.filter((row) => row.deletedAt === undefined);
  const lists = await Promise.all(
    live.map((row) => db.messages.where("[conversationId+createdAt]").between([row.id, since], [row.id, Infinity], true, true).toArray()),
  );
  return lists.flat().flatMap((node) => {
    const row = usageRowOf(node);
    return row ? [row] : [];
  });
}
