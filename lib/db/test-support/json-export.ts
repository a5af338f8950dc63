// Test support: exporting everything as one JSON document (the format in export-format.ts), as Moonlit did before
// zips. The app now exports with export-zip.ts, which never holds the whole export as one string;
// this stays as the writer of the older format, so tests can check that such files still import.
// Conversations waiting out their undo window are left out: the person already deleted them.

import type { MoonlitDB } from "../database";
import { blobToBase64 } from "../base64";
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedAttachment, type MoonlitExport } from "../export-format";

export async function exportAll(db: MoonlitDB): Promise<MoonlitExport> {
  const { conversations, messages, attachments } = await db.transaction(
    "r",
    [db.conversations, db.messages, db.attachments],
    async () => ({
      conversations: (await db.conversations.orderBy("updatedAt").toArray()).filter((c) => c.deletedAt === undefined),
      messages: await db.messages.toArray(),
      attachments: await db.attachments.toArray(),
    }),
  );
  const kept = new Set(conversations.map((c) => c.id));

  // Blobs are read after the transaction: awaiting arrayBuffer() inside it would let it commit early.
  const encoded: ExportedAttachment[] = [];
  for (const { blob, original, ...attachment } of attachments) {
    if (!kept.has(attachment.conversationId)) continue;
    const row: ExportedAttachment = { ...attachment, base64: await blobToBase64(blob) };
    if (original) row.original = { mediaType: original.type, base64: await blobToBase64(original) };
    encoded.push(row);
  }

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    conversations,
    messages: messages.filter((m) => kept.has(m.conversationId)),
    attachments: encoded,
  };
}

/** The export as text, ready for a download Blob (`application/json`). */
export async function exportJson(db: MoonlitDB): Promise<string> {
  return JSON.stringify(await exportAll(db));
}
