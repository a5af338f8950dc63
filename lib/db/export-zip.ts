// Exporting everything as a zip (layout in zip-format.ts), written by zip.js into a WritableStream as
// it is made: rows are read from Dexie a page at a time and added as bounded, deflated JSON pieces,
// and attachment blobs are read in chunks and stored as they are (images do not deflate).
// Conversations waiting out their undo window are left out, with their messages and files.

import type { EntityTable } from "dexie";
import type { MoonlitDB } from "./database";
import {
  END_ENTRY,
  MANIFEST_ENTRY,
  PIECE_CHARS,
  PIECE_ROWS,
  ZIP_FORMAT,
  ZIP_VERSION,
  attachmentBlobEntry,
  attachmentEntry,
  attachmentOriginalEntry,
  conversationsEntry,
  messagesEntry,
  type AttachmentFields,
  type ZipCounts,
  type ZipManifest,
} from "./zip-format";
import { BlobReader, TextReader, ZipWriter } from "./zip-lib";

export interface ZipExportOptions {
  /** Called as rows are written, with rows read so far and the rows there are. */
  onProgress?: (done: number, total: number) => void;
  /** Rows read per page; attachments go a tenth as many at a time. */
  pageSize?: number;
  now?: Date;
}

type Zip = ZipWriter<unknown>;

/** Rows gathered into JSON arrays of at most PIECE_ROWS rows or about PIECE_CHARS characters. */
function pieces(zip: Zip, entryName: (n: number) => string) {
  let rows: string[] = [];
  let chars = 0;
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    written += 1;
    await zip.add(entryName(written), new TextReader(`[${rows.join(",")}]`));
    rows = [];
    chars = 0;
  };
  return {
    async add(row: unknown) {
      // One row at a time: the JSON of a stored message is the message byte for byte.
      const json = JSON.stringify(row);
      rows.push(json);
      chars += json.length;
      if (rows.length >= PIECE_ROWS || chars >= PIECE_CHARS) await flush();
    },
    flush,
  };
}

/** A table's rows in pages by primary key, each page its own short read. */
async function* pages<T extends { id: string }>(table: EntityTable<T, "id">, size: number): AsyncGenerator<T[]> {
  let last: string | undefined;
  for (;;) {
    const page = await (last === undefined ? table.orderBy(":id") : table.where(":id").above(last)).limit(size).toArray();
    if (page.length > 0) yield page;
    if (page.length < size) return;
    last = page[page.length - 1].id;
  }
}

/**
 * Writes the export into `writable` and leaves it open: the caller closes it (or aborts it on a
 * failure), as a picked file must be closed to be kept.
 */
export async function exportZip(db: MoonlitDB, writable: WritableStream<Uint8Array>, options: ZipExportOptions = {}): Promise<ZipCounts> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 500;
  // One entry at a time, in order (import relies on it); JSON deflated, blobs stored (level 0).
  const zip: Zip = new ZipWriter(writable, { lastModDate: now, preventClose: true, keepOrder: true });
  const store = (name: string, blob: Blob) => zip.add(name, new BlobReader(blob), { level: 0 });

  const conversations = (await db.conversations.orderBy("updatedAt").toArray()).filter((c) => c.deletedAt === undefined);
  const kept = new Set(conversations.map((c) => c.id));
  const [messageRows, attachmentRows] = await Promise.all([db.messages.count(), db.attachments.count()]);
  const total = conversations.length + messageRows + attachmentRows;
  let done = 0;
  const advance = (rows: number) => {
    done = Math.min(total, done + rows);
    options.onProgress?.(done, total);
  };

  const manifest: ZipManifest = {
    format: ZIP_FORMAT,
    version: ZIP_VERSION,
    exportedAt: now.toISOString(),
    counts: { conversations: conversations.length, messages: messageRows, attachments: attachmentRows },
  };
  await zip.add(MANIFEST_ENTRY, new TextReader(JSON.stringify(manifest)));
  const written: ZipCounts = { conversations: conversations.length, messages: 0, attachments: 0 };

  const conversationPieces = pieces(zip, conversationsEntry);
  for (const conversation of conversations) await conversationPieces.add(conversation);
  await conversationPieces.flush();
  advance(conversations.length);

  const messagePieces = pieces(zip, messagesEntry);
  for await (const page of pages(db.messages, pageSize)) {
    for (const message of page) {
      if (!kept.has(message.conversationId)) continue;
      await messagePieces.add(message);
      written.messages += 1;
    }
    advance(page.length);
  }
  await messagePieces.flush();

  // Blobs are read after each page's read has ended: awaiting them inside it would end it early.
  for await (const page of pages(db.attachments, Math.max(1, Math.floor(pageSize / 10)))) {
    for (const { blob, original, ...rest } of page) {
      if (!kept.has(rest.conversationId)) continue;
      const n = (written.attachments += 1);
      const fields: AttachmentFields = { ...rest, ...(original ? { original: { mediaType: original.type } } : {}) };
      await zip.add(attachmentEntry(n), new TextReader(JSON.stringify(fields)));
      await store(attachmentBlobEntry(n), blob);
      if (original) await store(attachmentOriginalEntry(n), original);
    }
    advance(page.length);
  }

  await zip.add(END_ENTRY, new TextReader(JSON.stringify(written)));
  await zip.close();
  return written;
}
