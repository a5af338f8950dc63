// Reading a zip as a stream (fflate's `Unzip`), one file chunk at a time: each entry is announced
// with its name and declared size, the caller says how to take it, and finished entries are handed
// over (awaited) before the next chunk is read, so memory holds about one chunk's worth of entries.
// JSON entries are capped while they arrive, whatever their header claims.

import { Unzip, UnzipInflate } from "fflate";
import { ImportError } from "./import-validation";

/** How to take an entry: its bytes up to `limit`, as a Blob, or not at all. */
export type EntryPlan = { take: "bytes"; limit: number } | { take: "blob" } | { take: "skip" };

export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; blob: Blob };

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`);

export function tooLarge(name: string, limit: number): ImportError {
  return new ImportError(`${name} is over ${sizeText(limit)}.`, { kind: "tooLarge", entry: name, detail: sizeText(limit) });
}

export function badEntry(name: string, detail: string): ImportError {
  return new ImportError(`${name} is damaged: ${detail}`, { kind: "badEntry", entry: name, detail });
}

/**
 * Reads every entry of `stream`. `plan` sees each entry's name and declared uncompressed size
 * (absent when the zip puts sizes after the data) and may throw to stop; `take` gets each finished one.
 */
export async function readZip(
  stream: ReadableStream<Uint8Array>,
  plan: (name: string, size: number | undefined) => EntryPlan,
  take: (entry: ZipEntry) => Promise<void>,
): Promise<void> {
  const ready: ZipEntry[] = [];
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
  };

  const unzip = new Unzip((file) => {
    if (failure) return;
    let how: EntryPlan;
    try {
      how = plan(file.name, file.originalSize);
    } catch (error) {
      return fail(error);
    }
    if (how.take === "skip") return;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let length = 0;
    file.ondata = (error, data, final) => {
      if (failure) return;
      if (error) return fail(badEntry(file.name, error.message));
      if (how.take === "bytes" && length + data.length > how.limit) {
        file.terminate();
        return fail(tooLarge(file.name, how.limit));
      }
      // A copy: a stored entry's data is a view that would keep the whole chunk read alive.
      chunks.push(data.slice());
      length += data.length;
      if (final) ready.push(how.take === "bytes" ? { name: file.name, bytes: concat(chunks, length) } : { name: file.name, blob: new Blob(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch {
      // fflate throws only when the data ends inside an entry.
      fail(new ImportError("The zip ends in the middle of an entry.", { kind: "incomplete" }));
    }
  };
  const handOver = async () => {
    while (ready.length > 0 && !failure) await take(ready.shift()!);
    if (failure) throw failure;
  };

  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      push(read.value, false);
      await handOver();
    }
    push(new Uint8Array(0), true);
    await handOver();
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
