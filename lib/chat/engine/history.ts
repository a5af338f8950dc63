// The path root → leaf as request builders want it: user attachments resolved to base64 bytes (or,
// for an image sent by address, its URL). An attachment whose blob is gone (deleted elsewhere) is
// left out rather than failing the turn.

import { getAttachmentData } from "@/lib/db/attachments";
import type { MoonlitDB } from "@/lib/db/database";
import { getPath } from "@/lib/db/message-tree";
import type { AttachmentData, HistoryItem } from "@/lib/protocol/message";

export async function loadHistory(db: MoonlitDB, conversationId: string, leafId: string | null): Promise<HistoryItem[]> {
  const path = await getPath(db, conversationId, leafId);
  return Promise.all(
    path.map(async (node): Promise<HistoryItem> => {
      if (node.role !== "user") return node;
      const resolved = await Promise.all(node.attachments.map((ref) => getAttachmentData(db, ref)));
      return { ...node, attachments: resolved.filter((a): a is AttachmentData => a !== undefined) };
    }),
  );
}
