// Importing a JSON export, merged into what is already stored: a message or attachment whose id
// exists is skipped; a conversation whose id exists is replaced only if the file's copy is newer.
// Everything runs in one transaction, so a failure (bad data, full disk) leaves the database as it was.

import Dexie from "dexie";
import type { MessageNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { base64ToBlob } from "./base64";
import { ImportError, validateImport } from "./import-validation";
import type { AttachmentRecord, ConversationRecord } from "./records";
import { writeTransaction } from "./storage-error";

export interface ImportOptions {
  /** Called after each batch with rows processed so far and the total. */
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
}

export interface ImportCounts {
  added: number;
  skipped: number;
}

export interface ImportSummary {
  conversations: ImportCounts & { replaced: number };
  messages: ImportCounts;
  attachments: ImportCounts;
}

export function emptySummary(): ImportSummary {
  return { conversations: { added: 0, replaced: 0, skipped: 0 }, messages: { added: 0, skipped: 0 }, attachments: { added: 0, skipped: 0 } };
}

export function decodeAttachments(doc: ReturnType<typeof validateImport>): AttachmentRecord[] {
  return doc.attachments.map(({ base64, original, ...rest }, i) => {
    try {
      const record: AttachmentRecord = { ...rest, blob: base64ToBlob(base64, rest.mediaType) };
      if (original) record.original = base64ToBlob(original.base64, original.mediaType);
      return record;
    } catch {
      throw new ImportError(`attachments[${i}] (${rest.name}) is not valid base64.`);
    }
  });
}

export function batches<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Writes run one after another, in order, while their caller goes on: `queue(write)` settles once the
 * write before it is done, so the caller reads its next rows while this write runs, and at most one
 * waits. A failed write fails the next `queue` (or `settled`), never as an unhandled rejection.
 */
export function writeQueue() {
  let last: Promise<void> = Promise.resolve();
  return {
    queue(write: () => Promise<void>): Promise<void> {
      const before = last;
      last = before.then(write);
      last.catch(() => undefined);
      return before;
    },
    /** Every write queued so far is done; rejects with the first failure. */
    settled: () => last,
  };
}

interface IdTable<T> {
  bulkAdd(items: readonly T[]): Promise<unknown>;
}

/**
 * Adds the rows whose ids are not stored yet and returns their ids (call inside a write transaction).
 * Each row is simply added: one whose id is stored fails alone (a ConstraintError, which Dexie keeps
 * from ending the transaction once caught), so nothing is read first.
 */
export async function addMissing<T extends { id: string }>(table: IdTable<T>, rows: T[]): Promise<string[]> {
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  try {
    await table.bulkAdd(unique);
    return unique.map((row) => row.id);
  } catch (error) {
    const failed = error instanceof Dexie.BulkError ? error.failuresByPos : null;
    if (!failed || Object.values(failed).some((failure) => failure.name !== "ConstraintError")) throw error;
    return unique.filter((_, i) => !(i in failed)).map((row) => row.id);
  }
}

/**
 * Stores each conversation that is new here or newer than the stored copy (call inside a write
 * transaction). One deleted but still in its undo window counts as absent: importing brings it back.
 * A stored copy kept as it is but given messages or files by this import (`changed`: branches from
 * another device) moves its `revision`, so search reads it again.
 */
export async function mergeConversations(
  db: MoonlitDB,
  batch: ConversationRecord[],
  counts: ImportSummary["conversations"],
  changed: ReadonlySet<string> = new Set(),
): Promise<void> {
  const existing = await db.conversations.bulkGet(batch.map((c) => c.id));
  const writes: ConversationRecord[] = [];
  batch.forEach((incoming, i) => {
    const current = existing[i];
    if (current === undefined || current.deletedAt !== undefined) counts.added++;
    else if (incoming.updatedAt > current.updatedAt) counts.replaced++;
    else {
      counts.skipped++;
      if (changed.has(current.id)) writes.push({ ...current, revision: (current.revision ?? 0) + 1 });
      return;
    }
    writes.push(incoming);
  });
  await db.conversations.bulkPut(writes);
}

/** The conversations that rows added by an import belong to. */
export function conversationsGiven(rows: ReadonlyArray<{ id: string; conversationId: string }>, added: readonly string[], into: Set<string>): void {
  const fresh = new Set(added);
  for (const row of rows) if (fresh.has(row.id)) into.add(row.conversationId);
}

export async function importJson(db: MoonlitDB, input: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const doc = validateImport(input);
  const attachments = decodeAttachments(doc);
  const size = options.batchSize ?? 500;
  const total = doc.conversations.length + doc.messages.length + attachments.length;
  let done = 0;
  const advance = (rows: number) => {
    done += rows;
    options.onProgress?.(done, total);
  };
  const summary = emptySummary();

  await writeTransaction(db, [db.conversations, db.messages, db.attachments], async () => {
    const changed = new Set<string>();
    for (const batch of batches(doc.messages, size)) {
      const added = await addMissing<MessageNode>(db.messages, batch);
      conversationsGiven(batch, added, changed);
      summary.messages.added += added.length;
      summary.messages.skipped += batch.length - added.length;
      advance(batch.length);
    }
    for (const batch of batches(attachments, size)) {
      const added = await addMissing<AttachmentRecord>(db.attachments, batch);
      conversationsGiven(batch, added, changed);
      summary.attachments.added += added.length;
      summary.attachments.skipped += batch.length - added.length;
      advance(batch.length);
    }
    // Last, once it is known which stored conversations gained rows.
    for (const batch of batches(doc.conversations, size)) {
      await mergeConversations(db, batch, summary.conversations, changed);
      advance(batch.length);
    }
  });
  return summary;
}
