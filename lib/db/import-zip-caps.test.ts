import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { ImportError } from "./import-validation";
import { importZip, type ZipImportOptions } from "./import-zip";
import { freshDb } from "./test-support/fresh-db";
import { settings } from "./test-support/stored-nodes";
import { MAX_ZIP_BLOB_ENTRY_BYTES, zipUnpackLimit } from "./zip-format";
import { declaredSize, zipOf } from "./test-support/zips";

// A zip is small and what it unpacks to need not be: every entry is capped (attachments at the
// largest file Moonlit attaches, JSON as before) and so is the whole, by the sizes the zip declares
// before anything is inflated, and again while it is.

const MIB = 1024 * 1024;
const conversation = { id: "c1", title: "Moon", createdAt: 1, updatedAt: 1, pinned: false, settings, activeLeafId: null, preview: "" };

/** A whole export of one conversation and `files` attachments of the given sizes (zeros: they deflate to almost nothing). */
function exportOf(files: number[]): Array<[string, unknown]> {
  const counts = { conversations: 1, messages: 0, attachments: files.length };
  const entries: Array<[string, unknown]> = [
    ["moonlit-export.json", { format: "moonlit-export-zip", version: 1, exportedAt: "2031-05-01T00:00:00.000Z", counts }],
    ["conversations/000001.json", [conversation]],
  ];
  files.forEach((size, i) => {
    const n = String(i + 1).padStart(6, "0");
    entries.push([`attachments/${n}.json`, { id: `f${i}`, conversationId: "c1", mediaType: "image/png", name: `${n}.png`, size }]);
    entries.push([`attachments/${n}.bin`, new Blob([new Uint8Array(size)])]);
  });
  entries.push(["moonlit-export-end.json", counts]);
  return entries;
}

async function failure(zip: Blob, options: ZipImportOptions = {}) {
  const db = freshDb();
  const error = await importZip(db, zip, options).then(
    () => {
      throw new Error("the import succeeded");
    },
    (e: ImportError) => e,
  );
  expect(await db.attachments.count()).toBe(0);
  return error;
}

describe("zip import caps", () => {
  it("refuses an attachment that unpacks past the largest file Moonlit attaches, by its declared size", async () => {
    // The case: a zip of a few dozen KB that would unpack to one attachment of 60 MiB.
    const zip = await zipOf(exportOf([60 * MIB]));
    expect(zip.size).toBeLessThan(200 * 1024);
    expect(await failure(zip)).toMatchObject({ kind: "tooLarge", entry: "attachments/000001.bin", detail: "50 MB" });
    expect(MAX_ZIP_BLOB_ENTRY_BYTES).toBe(50 * MIB);
  });

  it("caps each attachment entry, and takes one of exactly the cap", async () => {
    expect(await failure(await zipOf(exportOf([100, 2000])), { maxBlobBytes: 1000 })).toMatchObject({
      kind: "tooLarge",
      entry: "attachments/000002.bin",
      detail: "1000 bytes",
    });
    const db = freshDb();
    await importZip(db, await zipOf(exportOf([1000, 1000])), { maxBlobBytes: 1000 });
    expect(await db.attachments.count()).toBe(2);
  });

  it("refuses a zip whose entries together declare more than it may unpack to, before reading any", async () => {
    const zip = await zipOf(exportOf([3000, 3000, 3000]));
    const error = await failure(zip, { maxTotalBytes: 8000 });
    expect(error).toMatchObject({ kind: "unpacksTooLarge", detail: "8000 bytes" });
    expect(error.message).toMatch(/unpacks to more than 8000 bytes/);
  });

  it("lets a zip unpack to 32 times its size, and at least 64 MiB", () => {
    expect(zipUnpackLimit(1000)).toBe(64 * MIB);
    expect(zipUnpackLimit(10 * MIB)).toBe(320 * MIB);
  });

  it("stops an entry that unpacks past the size its header declares", async () => {
    const zip = await declaredSize(await zipOf(exportOf([5000])), "attachments/000001.bin", 100);
    expect(await failure(zip)).toMatchObject({ kind: "badEntry", entry: "attachments/000001.bin" });
  });
});
