// Helpers for the zip export and import tests. Not imported by application code.

import { createConversation, deleteConversation } from "../conversations";
import { attachmentRef, putAttachment } from "../attachments";
import type { MoonlitDB } from "../database";
import { exportZip, type ZipExportOptions } from "../export-zip";
import { addMessage } from "../messages";
import { freshDb } from "./fresh-db";
import { openaiNode, richAnthropicNode, settings, toolNode, userNode } from "./stored-nodes";
import { BlobReader, TextReader, ZipReader, ZipWriter, type FileEntry } from "../zip-lib";
// zip-lib passes on only what the app uses; this comes from the same zip.js module it sets up.
import { Uint8ArrayWriter } from "@zip.js/zip.js/lib/zip-core-native.js";

export const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x03, 0x04]);

/** Two conversations with every kind of message and a file with its original, and one deleted. */
export async function zipSource(): Promise<MoonlitDB> {
  const db = freshDb();
  await createConversation(db, { settings, title: "Moon", id: "c1" });
  await createConversation(db, { settings: { ...settings, protocol: "openai" }, title: "Search", id: "c2" });
  const scaled = new Blob([PNG], { type: "image/webp" });
  const original = new Blob([PNG, PNG], { type: "image/png" });
  const file = await putAttachment(db, { id: "f1", conversationId: "c1", blob: scaled, name: "moon.png", original });
  await addMessage(db, { ...userNode("u1", "c1", null, "What is this? 🌕", 1), attachments: [attachmentRef(file)] });
  await addMessage(db, richAnthropicNode("a1", "c1", "u1", 2));
  await addMessage(db, toolNode("t1", "c1", "a1", 3));
  await addMessage(db, userNode("u2", "c2", null, "search", 4));
  await addMessage(db, openaiNode("a2", "c2", "u2", 5));
  await createConversation(db, { settings, title: "bin", id: "c3" });
  await addMessage(db, userNode("u3", "c3", null, "deleted", 6));
  await putAttachment(db, { id: "f3", conversationId: "c3", blob: new Blob([PNG]), name: "gone.png" });
  await deleteConversation(db, "c3");
  return db;
}

/** The export as a Blob, and every chunk written into the stream. */
export async function exportToBlob(db: MoonlitDB, options: ZipExportOptions = {}): Promise<{ zip: Blob; chunks: Uint8Array[] }> {
  const chunks: Uint8Array[] = [];
  await exportZip(db, new WritableStream({ write: (chunk) => void chunks.push(chunk) }), options);
  return { zip: new Blob(chunks as BlobPart[], { type: "application/zip" }), chunks };
}

/** A zip of the given entries, JSON values written as JSON, for tests that need broken exports. */
export async function zipOf(entries: Array<[string, unknown]>): Promise<Blob> {
  const chunks: BlobPart[] = [];
  const zip = new ZipWriter(new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk as BlobPart) }));
  for (const [name, value] of entries) {
    await zip.add(name, value instanceof Blob ? new BlobReader(value) : new TextReader(typeof value === "string" ? value : JSON.stringify(value)));
  }
  await zip.close();
  return new Blob(chunks);
}

export async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/** Where the local header of entry `name` starts in `zip`, for tests that cut a zip short. */
export async function entryOffset(zip: Blob, name: string): Promise<number> {
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const encoded = new TextEncoder().encode(name);
  const at = bytes.findIndex(
    (_, i) => bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 3 && bytes[i + 3] === 4 && encoded.every((b, k) => bytes[i + 30 + k] === b),
  );
  if (at < 0) throw new Error(`${name} is not in the zip`);
  return at;
}

/** Every file entry of `zip` with its bytes, in the central directory's order. */
export async function unzipAll(zip: Blob): Promise<Array<{ entry: FileEntry; bytes: Uint8Array }>> {
  const reader = new ZipReader(new BlobReader(zip), { checkCrc32: true });
  const files = (await reader.getEntries()).filter((entry): entry is FileEntry => !entry.directory);
  const out = [];
  for (const entry of files) out.push({ entry, bytes: await entry.getData(new Uint8ArrayWriter()) });
  await reader.close();
  return out;
}

/** `zip` with one byte of entry `name`'s data flipped (a stored entry's, so it is the file's own byte). */
export async function corrupted(zip: Blob, name: string, at = 3): Promise<Blob> {
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const header = await entryOffset(zip, name);
  const view = new DataView(bytes.buffer);
  const data = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  bytes[data + at] ^= 0xff;
  return new Blob([bytes]);
}

/** `zip` with the uncompressed size the central directory declares for `name` set to `size`. */
export async function declaredSize(zip: Blob, name: string, size: number): Promise<Blob> {
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const encoded = new TextEncoder().encode(name);
  const at = bytes.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50 && view.getUint16(i + 28, true) === encoded.length && encoded.every((b, k) => bytes[i + 46 + k] === b));
  if (at < 0) throw new Error(`${name} is not in the central directory`);
  view.setUint32(at + 24, size, true);
  return new Blob([bytes]);
}
