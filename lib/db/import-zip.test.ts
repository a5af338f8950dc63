import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConversation, getConversation } from "./conversations";
import { importFromFile } from "./import-from-file";
import { MAX_JSON_IMPORT_BYTES } from "./import-file";
import type { ImportError } from "./import-validation";
import { importZip } from "./import-zip";
import { addMessage } from "./messages";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";
import { PNG, corrupted, declaredSize, entryOffset, exportToBlob, zipOf, zipSource } from "./test-support/zips";

afterEach(() => {
  vi.restoreAllMocks();
});

const manifest = { format: "moonlit-export-zip", version: 1, exportedAt: "2026-12-01T00:00:00.000Z", counts: { conversations: 1, messages: 1, attachments: 0 } };
const conversation = { id: "c1", title: "Moon", createdAt: 1, updatedAt: 1, pinned: false, settings, activeLeafId: null, preview: "" };

/** The ImportError an import of `file` fails with. */
async function failure(file: Blob, options: Parameters<typeof importZip>[2] = {}): Promise<ImportError> {
  return importFromFile(freshDb(), file, options).then(
    () => {
      throw new Error("the import succeeded");
    },
    (error: ImportError) => error,
  );
}

describe("import: bad files", () => {
  it("tells a file that is neither a zip nor JSON", async () => {
    expect(await failure(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toMatchObject({ kind: "notExport" });
    expect(await failure(new Blob(["{ not json"]))).toMatchObject({ kind: "notExport" });
  });

  it("refuses an older JSON export over the limit without reading it", async () => {
    const text = vi.fn(async () => "{}");
    const huge = { size: MAX_JSON_IMPORT_BYTES + 1, slice: () => new Blob(["{"]), text } as unknown as Blob;
    expect(await failure(huge)).toMatchObject({ kind: "tooLarge", detail: "500 MB" });
    expect(text).not.toHaveBeenCalled();
  });

  it("needs the manifest first", async () => {
    expect(await failure(await zipOf([["conversations/000001.json", [conversation]]]))).toMatchObject({ kind: "noManifest", entry: "moonlit-export.json" });
    // An empty archive: only the end of central directory.
    expect(await failure(await zipOf([]))).toMatchObject({ kind: "noManifest" });
  });

  it("names an unknown format or version", async () => {
    const error = await failure(await zipOf([["moonlit-export.json", { ...manifest, version: 2 }]]));
    expect(error).toMatchObject({ kind: "version", entry: "moonlit-export.json" });
    expect(error.message).toMatch(/version 2; this Moonlit reads moonlit-export-zip version 1/);
    expect(await failure(await zipOf([["moonlit-export.json", { format: "other" }]]))).toMatchObject({ kind: "version" });
  });

  it("names the entry that is damaged, and what is wrong with it", async () => {
    const start: Array<[string, unknown]> = [["moonlit-export.json", manifest], ["conversations/000001.json", [conversation]]];
    const badRole = await failure(await zipOf([...start, ["messages/000001.json", [{ ...userNode("u1", "c1", null, "hi", 1), role: "system" }]]]));
    expect(badRole).toMatchObject({ kind: "badEntry", entry: "messages/000001.json" });
    expect(badRole.detail).toMatch(/\[0\]\.role: unknown role "system"/);

    expect(await failure(await zipOf([...start, ["messages/000001.json", "[{"]]))).toMatchObject({ kind: "badEntry", entry: "messages/000001.json", detail: "not valid JSON" });
    const orphan = await failure(await zipOf([...start, ["messages/000001.json", [userNode("u1", "elsewhere", null, "hi", 1)]]]));
    expect(orphan.detail).toMatch(/conversation elsewhere, which is not in the file/);
    expect(await failure(await zipOf([...start, ["notes.txt", "hello"]]))).toMatchObject({ kind: "badEntry", entry: "notes.txt" });
    const lostBlob = await failure(await zipOf([...start, ["attachments/000001.bin", new Blob([PNG])]]));
    expect(lostBlob).toMatchObject({ kind: "badEntry", entry: "attachments/000001.bin" });
    const badConversation = await failure(await zipOf([["moonlit-export.json", manifest], ["conversations/000001.json", [{ ...conversation, title: 7 }]]]));
    expect(badConversation).toMatchObject({ kind: "badEntry", entry: "conversations/000001.json" });
    expect(badConversation.detail).toMatch(/\[0\]\.title/);
  });

  it("refuses a JSON entry over the cap by its declared size before reading it, and one that understates its size", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const declared = await failure(zip, { maxEntryBytes: 50 });
    expect(declared).toMatchObject({ kind: "tooLarge", entry: "moonlit-export.json", detail: "50 bytes" });

    // A directory that understates the size: reading stops at the size declared.
    const understated = await failure(await declaredSize(zip, "moonlit-export.json", 10), { maxEntryBytes: 50 });
    expect(understated).toMatchObject({ kind: "badEntry", entry: "moonlit-export.json" });
  });

  it("checks each entry's CRC: a changed byte in a stored file is a damaged entry", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const error = await failure(await corrupted(zip, "attachments/000001.bin"));
    expect(error).toMatchObject({ kind: "badEntry", entry: "attachments/000001.bin" });
    expect(error.detail).toMatch(/CRC/i);
  });

  it("tells a zip that was cut off", async () => {
    const { zip } = await exportToBlob(await zipSource());
    // Cut inside an entry's data, or just before the end record.
    const cuts = await Promise.all(["messages/000001.json", "attachments/000001.bin", "moonlit-export-end.json"].map((name) => entryOffset(zip, name)));
    for (const cut of [cuts[0] + 60, cuts[1] + 60, cuts[2]]) expect((await failure(zip.slice(0, cut))).kind).toBe("incomplete");
    // Whole entries, but not the end record.
    const noEnd = await failure(await zipOf([["moonlit-export.json", manifest], ["conversations/000001.json", [conversation]]]));
    expect(noEnd).toMatchObject({ kind: "incomplete" });
  });

  it("checks the end record's counts", async () => {
    const entries: Array<[string, unknown]> = [
      ["moonlit-export.json", manifest],
      ["conversations/000001.json", [conversation]],
      ["moonlit-export-end.json", { conversations: 1, messages: 3, attachments: 0 }],
    ];
    expect(await failure(await zipOf(entries))).toMatchObject({ kind: "badEntry", entry: "moonlit-export-end.json" });
  });
});

describe("import: what is stored already", () => {
  async function target() {
    const db = freshDb();
    await createConversation(db, { settings, title: "mine", id: "mine" });
    await addMessage(db, userNode("mine-1", "mine", null, "keep me", 1));
    // The same id as a conversation in the file, and older: a good import would replace it.
    await createConversation(db, { settings, title: "older here", id: "c1" });
    await db.conversations.update("c1", { updatedAt: 0 });
    return db;
  }

  async function expectUntouched(db: Awaited<ReturnType<typeof target>>) {
    expect((await db.conversations.toArray()).map((c) => c.id).sort()).toEqual(["c1", "mine"]);
    expect((await getConversation(db, "c1"))?.title).toBe("older here");
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual(["mine-1"]);
    expect(await db.attachments.count()).toBe(0);
  }

  it("is left as it was when the zip turns out bad after rows were written", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const db = await target();
    // A damaged kept original, the last file: every message was written by then.
    const add = vi.spyOn(db.messages, "bulkAdd");
    await expect(importZip(db, await corrupted(zip, "attachments/000001.original.bin"), { batchSize: 2 })).rejects.toMatchObject({ kind: "badEntry" });
    expect(add).toHaveBeenCalled();
    await expectUntouched(db);
  });

  it("is left as it was when storage fails midway", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const db = await target();
    vi.spyOn(db.attachments, "bulkAdd").mockRejectedValueOnce(new DOMException("full", "QuotaExceededError"));
    await expect(importZip(db, zip)).rejects.toMatchObject({ name: "StorageError", kind: "quota" });
    await expectUntouched(db);
  });
});
