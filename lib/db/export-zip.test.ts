import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachmentRef, getAttachment, putAttachment } from "./attachments";
import { createConversation, getConversation } from "./conversations";
import { exportJson } from "./test-support/json-export";
import { importFromFile } from "./import-from-file";
import { importZip } from "./import-zip";
import { freshDb } from "./test-support/fresh-db";
import { openaiNode, richAnthropicNode, settings, userNode } from "./test-support/stored-nodes";
import { PIECE_CHARS } from "./zip-format";
import type { UserNode } from "@/lib/protocol/message";
import { Uint8ArrayReader, ZipWriter } from "@zip.js/zip.js/lib/zip-core-native.js";
import { PNG, bytesOf, exportToBlob, unzipAll, zipSource } from "./test-support/zips";

/** Entry name to bytes, for tests that look at what was written. */
async function unzipped(zip: Blob): Promise<Record<string, Uint8Array>> {
  return Object.fromEntries((await unzipAll(zip)).map(({ entry, bytes }) => [entry.filename, bytes]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("exportZip", () => {
  it("writes a zip any reader opens, with the layout the format names and the files stored", async () => {
    const { zip } = await exportToBlob(await zipSource(), { now: new Date("2026-12-01T10:00:00Z") });
    const files = await unzipped(zip);
    expect(Object.keys(files)).toEqual([
      "moonlit-export.json",
      "conversations/000001.json",
      "messages/000001.json",
      "attachments/000001.json",
      "attachments/000001.bin",
      "attachments/000001.original.bin",
      "moonlit-export-end.json",
    ]);
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name])) as unknown;
    expect(json("moonlit-export.json")).toEqual({
      format: "moonlit-export-zip",
      version: 1,
      exportedAt: "2026-12-01T10:00:00.000Z",
      counts: { conversations: 2, messages: 6, attachments: 2 },
    });
    // The deleted conversation, its message and its file stay out.
    expect((json("conversations/000001.json") as Array<{ id: string }>).map((c) => c.id).sort()).toEqual(["c1", "c2"]);
    expect((json("messages/000001.json") as Array<{ id: string }>).map((m) => m.id).sort()).toEqual(["a1", "a2", "t1", "u1", "u2"]);
    expect(json("attachments/000001.json")).toEqual({ id: "f1", conversationId: "c1", mediaType: "image/webp", name: "moon.png", size: 16, original: { mediaType: "image/png" } });
    expect([...files["attachments/000001.bin"]]).toEqual([...PNG]);
    expect(json("moonlit-export-end.json")).toEqual({ conversations: 2, messages: 5, attachments: 1 });

    // Files stored (method 0), JSON deflated (method 8).
    const methods = Object.fromEntries((await unzipAll(zip)).map(({ entry }) => [entry.filename, entry.compressionMethod]));
    expect(methods["attachments/000001.bin"]).toBe(0);
    expect(methods["attachments/000001.original.bin"]).toBe(0);
    expect(methods["messages/000001.json"]).toBe(8);
  });

  it("never builds the export as one string: JSON is made row by row and written in many chunks", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "big", id: "big" });
    const text = "月光 moonlight ".repeat(200);
    await db.messages.bulkAdd(Array.from({ length: 3000 }, (_, i) => userNode(`m${String(i).padStart(5, "0")}`, "big", null, text, i)));
    const stringify = vi.spyOn(JSON, "stringify");
    const { zip, chunks } = await exportToBlob(db);

    const longest = Math.max(...stringify.mock.results.map((r) => String(r.value).length));
    expect(longest).toBeLessThan(10_000);
    expect(zip.size).toBeGreaterThan(0);
    // 3,000 messages of ~2.6 KB: several pieces, each bounded.
    const files = await unzipped(zip);
    const pieces = Object.keys(files).filter((name) => name.startsWith("messages/"));
    expect(pieces.length).toBeGreaterThanOrEqual(6);
    for (const name of pieces) expect(files[name].length).toBeLessThan(PIECE_CHARS * 3 + 10_000);
    expect(chunks.length).toBeGreaterThan(pieces.length * 2);
  });

  it("reads messages a page at a time, not all at once", async () => {
    const db = await zipSource();
    const toArray = vi.spyOn(db.messages, "toArray");
    const where = vi.spyOn(db.messages, "where");
    await exportToBlob(db, { pageSize: 2 });
    expect(toArray).not.toHaveBeenCalled();
    expect(where.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("reports progress up to every row", async () => {
    const progress: Array<[number, number]> = [];
    await exportToBlob(await zipSource(), { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.at(-1)).toEqual([10, 10]);
  });
});

describe("importZip", () => {
  it("round-trips assistant turns byte for byte and attachment blobs with their types", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const target = freshDb();
    const summary = await importZip(target, zip);
    expect(summary).toEqual({
      conversations: { added: 2, replaced: 0, skipped: 0 },
      messages: { added: 5, skipped: 0 },
      attachments: { added: 1, skipped: 0 },
    });
    expect(JSON.stringify(await target.messages.get("a1"))).toBe(JSON.stringify(richAnthropicNode("a1", "c1", "u1", 2)));
    expect(JSON.stringify(await target.messages.get("a2"))).toBe(JSON.stringify(openaiNode("a2", "c2", "u2", 5)));
    const file = (await getAttachment(target, "f1"))!;
    expect(await bytesOf(file.blob)).toEqual([...PNG]);
    expect(file.blob.type).toBe("image/webp");
    expect(await bytesOf(file.original!)).toEqual([...PNG, ...PNG]);
    expect(file.original!.type).toBe("image/png");
    expect(await getConversation(target, "c1")).toMatchObject({ title: "Moon", activeLeafId: "t1" });
    expect(await getConversation(target, "c3")).toBeUndefined();
    expect(await target.messages.get("u3")).toBeUndefined();
    expect(await getAttachment(target, "f3")).toBeUndefined();
  });

  it("carries a document: its extracted text as the attachment, and its pages and tokens on the ref", async () => {
    const source = freshDb();
    const { id } = await createConversation(source, { settings, title: "Report" });
    const text = "--- page 1 ---\nRevenue rose.";
    const record = await putAttachment(source, { conversationId: id, blob: new Blob([text], { type: "text/plain" }), name: "report.pdf" });
    const ref = attachmentRef(record, { tokens: 7, pages: 1 });
    await source.messages.add({ ...userNode("u-doc", id, null, "Summarise", 1), attachments: [ref] } as UserNode);
    const { zip } = await exportToBlob(source);
    const target = freshDb();
    expect((await importZip(target, zip)).attachments).toEqual({ added: 1, skipped: 0 });
    const message = await target.messages.get("u-doc");
    expect(message?.role === "user" && message.attachments).toEqual([{ id: record.id, kind: "document", mediaType: "text/plain", name: "report.pdf", size: record.size, document: { tokens: 7, pages: 1 } }]);
    expect(await (await getAttachment(target, record.id))!.blob.text()).toBe(text);
  });

  it("reads a zip re-made by another tool that puts sizes after the data", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const parts: Uint8Array[] = [];
    const remade = new ZipWriter(new WritableStream<Uint8Array>({ write: (chunk) => void parts.push(chunk) }), { dataDescriptor: true, level: 9 });
    for (const { entry, bytes } of await unzipAll(zip)) await remade.add(entry.filename, new Uint8ArrayReader(bytes));
    await remade.close();
    const target = freshDb();
    await importZip(target, new Blob(parts as BlobPart[]));
    expect(JSON.stringify(await target.messages.get("a1"))).toBe(JSON.stringify(richAnthropicNode("a1", "c1", "u1", 2)));
    expect(await bytesOf((await getAttachment(target, "f1"))!.blob)).toEqual([...PNG]);
  });

  it("merges a second time without duplicates", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const target = freshDb();
    await importZip(target, zip);
    expect(await importZip(target, zip)).toEqual({
      conversations: { added: 0, replaced: 0, skipped: 2 },
      messages: { added: 0, skipped: 5 },
      attachments: { added: 0, skipped: 1 },
    });
    expect(await target.messages.count()).toBe(5);
  });

  it("reports progress in batches", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "big", id: "big" });
    await db.messages.bulkAdd(Array.from({ length: 1200 }, (_, i) => userNode(`m${i}`, "big", null, `message ${i}`, i)));
    const { zip } = await exportToBlob(db);
    const progress: Array<[number, number]> = [];
    await importZip(freshDb(), zip, { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toEqual([1201, 1201]);
  });
});

describe("importFromFile", () => {
  it("still imports an older JSON export", async () => {
    const json = await exportJson(await zipSource());
    const target = freshDb();
    const summary = await importFromFile(target, new Blob([json], { type: "application/json" }));
    expect(summary.conversations.added).toBe(2);
    expect(JSON.stringify(await target.messages.get("a1"))).toBe(JSON.stringify(richAnthropicNode("a1", "c1", "u1", 2)));
    expect(await bytesOf((await getAttachment(target, "f1"))!.original!)).toEqual([...PNG, ...PNG]);
  });

  it("takes a zip by its bytes, whatever its name or type", async () => {
    const { zip } = await exportToBlob(await zipSource());
    const target = freshDb();
    await importFromFile(target, new File([zip], "export.json", { type: "application/json" }));
    expect(await target.messages.count()).toBe(5);
  });
});
