// The zip export's layout. Every JSON entry is a bounded piece, so neither export nor import ever
// holds the whole database as one string:
//   moonlit-export.json          manifest: format, version, exportedAt, row counts (for progress)
//   conversations/000001.json    arrays of conversation rows
//   messages/000001.json         arrays of message rows, exactly as stored
//   attachments/000001.json      one attachment's fields, then its bytes (stored, not deflated):
//   attachments/000001.bin       the blob
//   attachments/000001.original.bin   the kept original, when there is one
//   moonlit-export-end.json      the counts written, so a cut-off file is told from a whole one
// Entries come in this order; import relies on it (conversations before the messages naming them).

import { z } from "zod";
import { MAX_ATTACHMENT_BYTES } from "@/lib/db/attachment-types";
import { attachmentType, exportedConversationSchema, exportedMessageSchema, originalType } from "./export-format";

export const ZIP_FORMAT = "moonlit-export-zip";
export const ZIP_VERSION = 1;
export const MANIFEST_ENTRY = "moonlit-export.json";
export const END_ENTRY = "moonlit-export-end.json";

/** The largest JSON entry import reads (uncompressed); export's pieces stay far below it. */
export const MAX_ZIP_JSON_ENTRY_BYTES = 64 * 1024 * 1024;
/** The largest attachment entry import reads: no file Moonlit attaches is larger. */
export const MAX_ZIP_BLOB_ENTRY_BYTES = MAX_ATTACHMENT_BYTES;

/**
 * What a zip of `zipBytes` may unpack to in all. Export stores attachments as they are and deflates
 * only JSON, which shrinks some 5 to 10 times, so a real export unpacks to a few times its size; a
 * zip bomb unpacks to hundreds or thousands of times its. Small exports get a floor of one JSON
 * entry's cap.
 */
export function zipUnpackLimit(zipBytes: number): number {
  return Math.max(MAX_ZIP_JSON_ENTRY_BYTES, 32 * zipBytes);
}
/** Export closes a piece once it holds this many rows or characters of JSON. */
export const PIECE_ROWS = 500;
export const PIECE_CHARS = 4 * 1024 * 1024;

const pad = (n: number) => String(n).padStart(6, "0");
export const conversationsEntry = (n: number) => `conversations/${pad(n)}.json`;
export const messagesEntry = (n: number) => `messages/${pad(n)}.json`;
export const attachmentEntry = (n: number) => `attachments/${pad(n)}.json`;
export const attachmentBlobEntry = (n: number) => `attachments/${pad(n)}.bin`;
export const attachmentOriginalEntry = (n: number) => `attachments/${pad(n)}.original.bin`;

export type EntryKind = "manifest" | "conversations" | "messages" | "attachment" | "blob" | "original" | "end";

const PATTERNS: Array<[RegExp, EntryKind]> = [
  [/^conversations\/\d{6,}\.json$/, "conversations"],
  [/^messages\/\d{6,}\.json$/, "messages"],
  [/^attachments\/\d{6,}\.json$/, "attachment"],
  [/^attachments\/\d{6,}\.bin$/, "blob"],
  [/^attachments\/\d{6,}\.original\.bin$/, "original"],
];

/** What an entry holds, by its name; undefined for a name no export writes. */
export function entryKind(name: string): EntryKind | undefined {
  if (name === MANIFEST_ENTRY) return "manifest";
  if (name === END_ENTRY) return "end";
  return PATTERNS.find(([pattern]) => pattern.test(name))?.[1];
}

/** The number in an attachment entry's name, which ties its bytes to its fields. */
export function attachmentNumber(name: string): number {
  return Number(/(\d+)\.(?:json|bin|original\.bin)$/.exec(name)?.[1]);
}

const count = z.number().int().nonnegative();
const counts = z.object({ conversations: count, messages: count, attachments: count });

export const manifestSchema = z.object({
  format: z.literal(ZIP_FORMAT),
  version: z.literal(ZIP_VERSION),
  exportedAt: z.string(),
  /** Rows the export expected to write; the end entry has the ones it wrote. */
  counts,
});

export const endSchema = counts;
export const conversationsPieceSchema = z.array(exportedConversationSchema);
export const messagesPieceSchema = z.array(exportedMessageSchema);

export const attachmentFieldsSchema = z.object({
  id: z.string().min(1),
  conversationId: z.string().min(1),
  mediaType: attachmentType,
  name: z.string(),
  size: z.number().nonnegative(),
  /** Present when the next entry after the blob is the kept original. */
  original: z.object({ mediaType: originalType }).optional(),
});

export type ZipManifest = z.output<typeof manifestSchema>;
export type ZipCounts = z.output<typeof endSchema>;
export type AttachmentFields = z.output<typeof attachmentFieldsSchema>;
