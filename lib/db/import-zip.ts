// Importing a zip export (layout in zip-format.ts): entries are read one by one (zip-reader.ts),
// checked with the export's schemas and written in batches, merged as the JSON import merges (a message or file
// whose id exists is skipped; a conversation is replaced only by a newer copy).
//
// A zip can be far larger than one transaction may wait for (IndexedDB ends a transaction that waits
// on anything else, such as reading the file), so rows are written in many, of `batchSize` rows each.
// They are written one after another while the next entry is read and checked, so the database and
// the reading work at once; only one entry's rows wait to be written. Nothing stored before is ever
// changed until the end: messages and files only add missing ids, and the conversations, the only
// rows that replace others, are written last in one transaction once the whole zip has been read,
// checked and its other rows written. If anything fails, the messages and files this import added
// are removed again. (Settings runs it in a worker: import-client.ts.)

import type { z } from "zod";
import type { MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import type { ExportedConversation } from "./export-format";
import { addMissing, batches, conversationsGiven, emptySummary, mergeConversations, writeQueue, type ImportOptions, type ImportSummary } from "./import";
import { describeIssues, ImportError } from "./import-validation";
import type { AttachmentRecord } from "./records";
import { writeTransaction } from "./storage-error";
import {
  END_ENTRY,
  MANIFEST_ENTRY,
  MAX_ZIP_BLOB_ENTRY_BYTES,
  MAX_ZIP_JSON_ENTRY_BYTES,
  ZIP_FORMAT,
  ZIP_VERSION,
  attachmentFieldsSchema,
  attachmentNumber,
  conversationsPieceSchema,
  endSchema,
  entryKind,
  manifestSchema,
  messagesPieceSchema,
  type AttachmentFields,
  type ZipCounts,
  type ZipManifest,
  zipUnpackLimit,
} from "./zip-format";
import { badEntry, readZip, type EntryPlan, type ZipEntry } from "./zip-reader";

/** Files gathered before a write: by count, or by bytes so memory stays bounded. */
const ATTACHMENT_BATCH = 50;
const ATTACHMENT_BATCH_BYTES = 32 * 1024 * 1024;

/** True when `head` (a file's first bytes) starts like a zip: a local file header, or an empty archive. */
export function looksLikeZip(head: Uint8Array): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
}

function parseJson(entry: ZipEntry & { bytes: Uint8Array }): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(entry.bytes));
  } catch {
    throw badEntry(entry.name, "not valid JSON");
  }
}

function checked<T>(schema: z.ZodType<T>, entry: ZipEntry & { bytes: Uint8Array }): { raw: unknown; data: T } {
  const raw = parseJson(entry);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badEntry(entry.name, describeIssues(parsed.error.issues, raw));
  return { raw, data: parsed.data };
}

function checkManifest(entry: ZipEntry & { bytes: Uint8Array }): ZipManifest {
  const raw = parseJson(entry);
  const head = (raw ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== ZIP_FORMAT || head.version !== ZIP_VERSION) {
    const found = `format ${JSON.stringify(head.format)}, version ${JSON.stringify(head.version)}`;
    throw new ImportError(`${entry.name} has ${found}; this Moonlit reads ${ZIP_FORMAT} version ${ZIP_VERSION}.`, {
      kind: "version",
      entry: entry.name,
      detail: found,
    });
  }
  return checked(manifestSchema, entry).data;
}

/** The caps default to zip-format.ts's; tests give small ones. */
export interface ZipImportOptions extends ImportOptions {
  /** The largest JSON entry read: MAX_ZIP_JSON_ENTRY_BYTES. */
  maxEntryBytes?: number;
  /** The largest attachment (or kept original) read: MAX_ZIP_BLOB_ENTRY_BYTES. */
  maxBlobBytes?: number;
  /** What the whole zip may unpack to: zipUnpackLimit of its size. */
  maxTotalBytes?: number;
}

interface PendingAttachment {
  n: number;
  fields: AttachmentFields;
  blob?: Blob;
  original?: Blob;
}

export async function importZip(db: MoonlitDB, file: Blob, options: ZipImportOptions = {}): Promise<ImportSummary> {
  if (!looksLikeZip(new Uint8Array(await file.slice(0, 4).arrayBuffer()))) {
    throw new ImportError("The file is not a Moonlit export (.zip or .json).", { kind: "notExport" });
  }
  const size = options.batchSize ?? 500;
  const maxEntryBytes = options.maxEntryBytes ?? MAX_ZIP_JSON_ENTRY_BYTES;
  const maxBlobBytes = options.maxBlobBytes ?? MAX_ZIP_BLOB_ENTRY_BYTES;
  const summary = emptySummary();
  const seen: ZipCounts = { conversations: 0, messages: 0, attachments: 0 };
  const added = { messages: [] as string[], attachments: [] as string[] };
  /** Conversations that got messages or files from this import. */
  const changed = new Set<string>();
  const conversations: ExportedConversation[] = [];
  const ids = new Set<string>();
  let manifest: ZipManifest | undefined;
  let ended = false;
  let announced = 0;
  let pending: PendingAttachment | null = null;
  let files: AttachmentRecord[] = [];
  let fileBytes = 0;

  // The next entry is read while the last one's rows are written.
  const writes = writeQueue();

  let done = 0;
  const advance = (rows: number) => {
    done += rows;
    const expected = manifest ? manifest.counts.conversations + manifest.counts.messages + manifest.counts.attachments : 0;
    options.onProgress?.(done, Math.max(done, expected));
  };

  const plan = (name: string): EntryPlan => {
    if (name.endsWith("/")) return { take: "skip" };
    const kind = entryKind(name);
    announced += 1;
    if (announced === 1 && kind !== "manifest") {
      throw new ImportError(`The zip does not start with ${MANIFEST_ENTRY}.`, { kind: "noManifest", entry: MANIFEST_ENTRY });
    }
    if (kind === undefined) throw badEntry(name, "no Moonlit export has an entry of that name");
    // readZip checks the declared size against the cap before reading, and stops reading past it.
    return kind === "blob" || kind === "original" ? { take: "blob", maxBytes: maxBlobBytes } : { take: "bytes", maxBytes: maxEntryBytes };
  };

  const writeFiles = () => {
    if (files.length === 0) return Promise.resolve();
    const batch = files;
    files = [];
    fileBytes = 0;
    return writes.queue(async () => {
      const fresh = await writeTransaction(db, [db.attachments], () => addMissing<AttachmentRecord>(db.attachments, batch));
      added.attachments.push(...fresh);
      conversationsGiven(batch, fresh, changed);
      summary.attachments.added += fresh.length;
      summary.attachments.skipped += batch.length - fresh.length;
      advance(batch.length);
    });
  };

  /** The pending attachment is whole once its blob (and original, if it has one) arrived. */
  const settle = async (next: string) => {
    if (!pending) return;
    const missing = !pending.blob ? "its .bin entry" : pending.fields.original && !pending.original ? "its .original.bin entry" : null;
    if (missing) throw badEntry(next, `attachment ${pending.n} is missing ${missing} before it`);
    const { fields, blob, original } = pending;
    const { id, conversationId, mediaType, name, size } = fields;
    files.push({ id, conversationId, mediaType, name, size, blob: blob!, ...(original ? { original } : {}) });
    fileBytes += blob!.size + (original?.size ?? 0);
    seen.attachments += 1;
    pending = null;
    if (files.length >= ATTACHMENT_BATCH || fileBytes >= ATTACHMENT_BATCH_BYTES) await writeFiles();
  };

  const take = async (entry: ZipEntry) => {
    const kind = entryKind(entry.name);
    if (ended) throw badEntry(entry.name, `it comes after ${END_ENTRY}`);
    if ("blob" in entry) {
      const n = attachmentNumber(entry.name);
      if (!pending || pending.n !== n || (kind === "blob" ? pending.blob : !pending.blob || !pending.fields.original || pending.original)) {
        throw badEntry(entry.name, "it does not follow the attachment entry it belongs to");
      }
      if (kind === "blob") pending.blob = new Blob([entry.blob], { type: pending.fields.mediaType });
      else pending.original = new Blob([entry.blob], { type: pending.fields.original!.mediaType });
      return;
    }
    if (kind === "manifest") {
      manifest = checkManifest(entry);
      return;
    }
    if (kind === "conversations") {
      const { data } = checked(conversationsPieceSchema, entry);
      conversations.push(...data);
      for (const c of data) ids.add(c.id);
      seen.conversations += data.length;
      return;
    }
    if (kind === "messages") {
      // Stored as parsed, not as zod rebuilt them: assistant turns stay byte for byte.
      const { raw } = checked(messagesPieceSchema, entry);
      const rows = raw as MessageNode[];
      rows.forEach((m, i) => {
        if (!ids.has(m.conversationId)) throw badEntry(entry.name, `[${i}] belongs to conversation ${m.conversationId}, which is not in the file`);
      });
      seen.messages += rows.length;
      await writes.queue(async () => {
        for (const batch of batches(rows, size)) {
          const fresh = await writeTransaction(db, [db.messages], () => addMissing<MessageNode>(db.messages, batch));
          added.messages.push(...fresh);
          conversationsGiven(batch, fresh, changed);
          summary.messages.added += fresh.length;
          summary.messages.skipped += batch.length - fresh.length;
          advance(batch.length);
        }
      });
      return;
    }
    await settle(entry.name);
    if (kind === "attachment") {
      const { data } = checked(attachmentFieldsSchema, entry);
      if (!ids.has(data.conversationId)) throw badEntry(entry.name, `it belongs to conversation ${data.conversationId}, which is not in the file`);
      pending = { n: attachmentNumber(entry.name), fields: data };
      return;
    }
    // The end entry: the counts the export wrote must be the ones read.
    const { data } = checked(endSchema, entry);
    if (data.conversations !== seen.conversations || data.messages !== seen.messages || data.attachments !== seen.attachments) {
      throw badEntry(entry.name, `it counts ${JSON.stringify(data)} but the zip holds ${JSON.stringify(seen)}`);
    }
    ended = true;
  };

  try {
    await readZip(file, plan, take, options.maxTotalBytes ?? zipUnpackLimit(file.size));
    if (!manifest) throw new ImportError(`The zip has no ${MANIFEST_ENTRY}.`, { kind: "noManifest", entry: MANIFEST_ENTRY });
    if (!ended) throw new ImportError(`The zip is incomplete: ${END_ENTRY} is missing.`, { kind: "incomplete", entry: END_ENTRY });
    await writeFiles();
    await writes.settled();
    await writeTransaction(db, [db.conversations], async () => {
      for (const batch of batches(conversations, size)) await mergeConversations(db, batch, summary.conversations, changed);
    });
    advance(conversations.length);
    return summary;
  } catch (error) {
    // The writes under way finish (or fail) first, so every row they added is known.
    await writes.settled().catch(() => undefined);
    await undo(db, added);
    throw error;
  }
}

/** Removes the messages and files an import added; what was stored before it is never touched. */
async function undo(db: MoonlitDB, added: { messages: string[]; attachments: string[] }): Promise<void> {
  try {
    for (const batch of batches(added.messages, 500)) await writeTransaction(db, [db.messages], () => db.messages.bulkDelete(batch));
    for (const batch of batches(added.attachments, 500)) await writeTransaction(db, [db.attachments], () => db.attachments.bulkDelete(batch));
  } catch (error) {
    // The import's own failure is the one to report; leftover rows have no conversation to show them.
    console.error("Moonlit: could not remove a failed import's rows.", error);
  }
}
