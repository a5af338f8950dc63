// Reading a zip with zip.js from a Blob: its central directory is read from the file's end (a File
// is random access), so every entry's name and sizes are known before any data is read, and no
// reader guesses where an entry ends. Entries are handed over one at a time, in the directory's
// order; each entry's CRC-32 and size are checked as it is read.

import { BlobReader, BlobWriter, Uint8ArrayWriter, ZipReader, type FileEntry } from "./zip-lib";
import { ImportError } from "./import-validation";

/** How to take an entry: its bytes (after its declared size was checked), as a Blob, or not at all. */
export type EntryPlan = { take: "bytes" } | { take: "blob" } | { take: "skip" };

export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; blob: Blob };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`);

export function tooLarge(name: string, limit: number): ImportError {
  return new ImportError(`${name} is over ${sizeText(limit)}.`, { kind: "tooLarge", entry: name, detail: sizeText(limit) });
}

export function badEntry(name: string, detail: string): ImportError {
  return new ImportError(`${name} is damaged: ${detail}`, { kind: "badEntry", entry: name, detail });
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function entries(reader: ZipReader<unknown>): Promise<FileEntry[]> {
  try {
    return (await reader.getEntries()).filter((entry): entry is FileEntry => !entry.directory);
  } catch (error) {
    // A zip without its central directory at the end was cut off (or is not whole in some other way).
    throw new ImportError(`The zip is incomplete: ${message(error)}`, { kind: "incomplete", detail: message(error) });
  }
}

/**
 * Reads every entry of `file`. `plan` sees each entry's name and declared uncompressed size and may
 * throw to stop before it is read; `take` gets each one read. zip.js stops reading an entry at its
 * declared size, so a JSON entry's size, once checked by `plan`, bounds what is held in memory.
 */
export async function readZip(
  file: Blob,
  plan: (name: string, size: number) => EntryPlan,
  take: (entry: ZipEntry) => Promise<void>,
): Promise<void> {
  const reader = new ZipReader(new BlobReader(file), { checkCrc32: true });
  try {
    for (const entry of await entries(reader)) {
      const how = plan(entry.filename, entry.uncompressedSize);
      if (how.take === "skip") continue;
      let read: ZipEntry;
      try {
        read =
          how.take === "bytes"
            ? { name: entry.filename, bytes: await entry.getData(new Uint8ArrayWriter()) }
            : { name: entry.filename, blob: await entry.getData(new BlobWriter()) };
      } catch (error) {
        throw badEntry(entry.filename, message(error));
      }
      await take(read);
    }
  } finally {
    await reader.close().catch(() => undefined);
  }
}
