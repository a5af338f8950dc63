// Reading a zip with zip.js from a Blob: its central directory is read from the file's end (a File
// is random access), so every entry's name and sizes are known before any data is read, and no
// reader guesses where an entry ends. Entries are handed over one at a time, in the directory's
// order; each entry's CRC-32 and size are checked as it is read.
//
// A zip is small and what it unpacks to need not be (a zip bomb). Before anything is inflated, the
// sizes the directory declares are checked: all of them together against the zip's limit, each
// against its entry's cap. While an entry is inflated, the bytes are counted and reading stops past
// its declared size, so a header that lies gets no further. (zip.js stops there too; this does not
// rest on it.)

import { ImportError } from "./import-validation";
import { BlobReader, ZipReader, type FileEntry } from "./zip-lib";
import { errorMessage } from "@/lib/async/error-message";

/** How to take an entry: its bytes or a Blob, at most `maxBytes` of either; or not at all. */
export type EntryPlan = { take: "bytes" | "blob"; maxBytes: number } | { take: "skip" };

export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; blob: Blob };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`);

export function tooLarge(name: string, limit: number): ImportError {
  return new ImportError(`${name} is over ${sizeText(limit)}.`, { kind: "tooLarge", entry: name, detail: sizeText(limit) });
}

export function unpacksTooLarge(limit: number): ImportError {
  return new ImportError(`The zip unpacks to more than ${sizeText(limit)}.`, { kind: "unpacksTooLarge", detail: sizeText(limit) });
}

export function badEntry(name: string, detail: string): ImportError {
  return new ImportError(`${name} is damaged: ${detail}`, { kind: "badEntry", entry: name, detail });
}

async function entries(reader: ZipReader<unknown>): Promise<FileEntry[]> {
  try {
    return (await reader.getEntries()).filter((entry): entry is FileEntry => !entry.directory);
  } catch (error) {
    // A zip without its central directory at the end was cut off (or is not whole in some other way).
    throw new ImportError(`The zip is incomplete: ${errorMessage(error)}`, { kind: "incomplete", detail: errorMessage(error) });
  }
}

/** Raised by a sink that was given more than its entry declared. */
class PastDeclaredSize extends Error {}

/**
 * Where an entry's bytes go while it is inflated: counted, and refused past `limit`. Bytes (a JSON
 * entry) are copied into one array of the declared size; a blob's chunks become Blob parts, which the
 * browser may keep out of this page's memory.
 */
function cappedSink(limit: number, how: "bytes" | "blob") {
  const parts: Blob[] = [];
  const bytes = how === "bytes" ? new Uint8Array(limit) : null;
  let held = 0;
  const stream = new WritableStream<Uint8Array>({
    write(chunk) {
      if (held + chunk.length > limit) throw new PastDeclaredSize();
      // Copied now: a chunk's buffer is not ours to keep.
      if (bytes) bytes.set(chunk, held);
      else parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
      held += chunk.length;
    },
  });
  return { stream, bytes: () => bytes!.subarray(0, held), blob: () => new Blob(parts) };
}

/** One entry, read into memory; exported for its test, which hands it an entry that does not stop. */
export async function readEntry(entry: Pick<FileEntry, "filename" | "uncompressedSize" | "getData">, how: "bytes" | "blob"): Promise<ZipEntry> {
  const sink = cappedSink(entry.uncompressedSize, how);
  try {
    await entry.getData(sink.stream);
  } catch (error) {
    const past = error instanceof PastDeclaredSize;
    throw badEntry(entry.filename, past ? `it unpacks to more than the ${entry.uncompressedSize} bytes it declares` : errorMessage(error));
  }
  return how === "bytes" ? { name: entry.filename, bytes: sink.bytes() } : { name: entry.filename, blob: sink.blob() };
}

/**
 * Reads every entry of `file`, refusing one past its cap or a zip past `maxTotalBytes` before
 * inflating anything. `plan` sees each entry's name and declared uncompressed size and may throw to
 * stop before it is read; `take` gets each one read.
 */
export async function readZip(
  file: Blob,
  plan: (name: string, size: number) => EntryPlan,
  take: (entry: ZipEntry) => Promise<void>,
  maxTotalBytes: number,
): Promise<void> {
  const reader = new ZipReader(new BlobReader(file), { checkCrc32: true });
  try {
    const files = await entries(reader);
    const declared = files.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > maxTotalBytes) throw unpacksTooLarge(maxTotalBytes);
    for (const entry of files) {
      const how = plan(entry.filename, entry.uncompressedSize);
      if (how.take === "skip") continue;
      if (entry.uncompressedSize > how.maxBytes) throw tooLarge(entry.filename, how.maxBytes);
      await take(await readEntry(entry, how.take));
    }
  } finally {
    await reader.close().catch(() => undefined);
  }
}
