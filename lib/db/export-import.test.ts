import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { attachmentRef, getAttachment, putAttachment } from "./attachments";
import { createConversation, deleteConversation, getConversation, renameConversation } from "./conversations";
import { exportAll, exportJson } from "./test-support/json-export";
import { importJson } from "./import";
import { ImportError } from "./import-validation";
import { addMessage } from "./messages";
import { anthropicNode, openaiNode, richAnthropicNode, settings, toolNode, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

async function source() {
  const db = freshDb();
  await createConversation(db, { settings, title: "Moon", id: "c1" });
  await createConversation(db, { settings: { ...settings, protocol: "openai" }, title: "Search", id: "c2" });
  const file = await putAttachment(db, { id: "f1", conversationId: "c1", blob: new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), name: "moon.png" });
  await addMessage(db, { ...userNode("u1", "c1", null, "What is this? 🌕", 1), attachments: [attachmentRef(file)] });
  await addMessage(db, richAnthropicNode("a1", "c1", "u1", 2));
  await addMessage(db, toolNode("t1", "c1", "a1", 3));
  await addMessage(db, userNode("u2", "c2", null, "search", 4));
  await addMessage(db, openaiNode("a2", "c2", "u2", 5));
  return db;
}

describe("export", () => {
  it("exports everything except conversations waiting to be purged", async () => {
    const db = await source();
    await createConversation(db, { settings, title: "bin", id: "c3" });
    await addMessage(db, userNode("u3", "c3", null, "deleted", 6));
    await deleteConversation(db, "c3");

    const doc = await exportAll(db);
    expect(doc).toMatchObject({ format: "moonlit-export", version: 1 });
    expect(new Date(doc.exportedAt).toISOString()).toBe(doc.exportedAt);
    expect(doc.conversations.map((c) => c.id).sort()).toEqual(["c1", "c2"]);
    expect(doc.messages.map((m) => m.id).sort()).toEqual(["a1", "a2", "t1", "u1", "u2"]);
    expect(doc.attachments).toEqual([{ id: "f1", conversationId: "c1", mediaType: "image/png", name: "moon.png", size: 4, base64: "iVBORw==" }]);
  });
});

describe("import", () => {
  it("round-trips assistant turns byte-for-byte, and attachments", async () => {
    const json = await exportJson(await source());
    const target = freshDb();
    const summary = await importJson(target, json);
    expect(summary).toEqual({
      conversations: { added: 2, replaced: 0, skipped: 0 },
      messages: { added: 5, skipped: 0 },
      attachments: { added: 1, skipped: 0 },
    });
    expect(JSON.stringify(await target.messages.get("a1"))).toBe(JSON.stringify(richAnthropicNode("a1", "c1", "u1", 2)));
    expect(JSON.stringify(await target.messages.get("a2"))).toBe(JSON.stringify(openaiNode("a2", "c2", "u2", 5)));
    const blob = (await getAttachment(target, "f1"))!.blob;
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(blob.type).toBe("image/png");
    expect(await getConversation(target, "c1")).toMatchObject({ activeLeafId: "t1", title: "Moon" });
  });

  it("keeps the output format and the format each reply was asked for", async () => {
    const db = freshDb();
    const structuredOutput = { name: "result", strict: true, schema: { type: "object" } };
    await createConversation(db, { settings: { ...settings, outputFormat: "json_schema", structuredOutput }, title: "JSON", id: "c1" });
    await addMessage(db, userNode("u1", "c1", null, "json please", 1));
    const reply = { ...anthropicNode("a1", "c1", "u1", '{"result":"OK"}', 2), format: { type: "json_schema" as const, name: "result", schema: { type: "object" } } };
    await addMessage(db, reply);
    const target = freshDb();
    await importJson(target, await exportJson(db));
    expect((await getConversation(target, "c1"))?.settings).toMatchObject({ outputFormat: "json_schema", structuredOutput });
    expect(await target.messages.get("a1")).toEqual(reply);
  });

  it("merges without duplicates, keeping the newer conversation", async () => {
    const db = await source();
    const doc = await exportAll(db);
    const target = freshDb();
    await importJson(target, doc);

    await renameConversation(target, "c1", "Renamed locally later");
    const newer = { ...doc.conversations[1], title: "Newer in file", updatedAt: Date.now() + 60_000 };
    const again = { ...doc, conversations: [doc.conversations[0], newer] };
    const summary = await importJson(target, again);
    expect(summary).toEqual({
      conversations: { added: 0, replaced: 1, skipped: 1 },
      messages: { added: 0, skipped: 5 },
      attachments: { added: 0, skipped: 1 },
    });
    expect((await getConversation(target, "c1"))?.title).toBe("Renamed locally later");
    expect((await getConversation(target, newer.id))?.title).toBe("Newer in file");
    expect(await target.messages.count()).toBe(5);
  });

  it("brings back a conversation deleted moments ago (still in its undo window)", async () => {
    const db = await source();
    const json = await exportJson(db);
    await deleteConversation(db, "c1");
    expect(await getConversation(db, "c1")).toBeUndefined();

    const summary = await importJson(db, json);
    expect(summary.conversations.added).toBe(1);
    expect((await getConversation(db, "c1"))?.title).toBe("Moon");
  });

  it("reports progress in batches", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "big", id: "big" });
    await db.messages.bulkAdd(Array.from({ length: 1200 }, (_, i) => userNode(`m${i}`, "big", null, `message ${i}`, i)));
    const doc = await exportAll(db);
    const progress: Array<[number, number]> = [];
    await importJson(freshDb(), doc, { onProgress: (done, total) => progress.push([done, total]) });
    // Messages first, then the conversation: merging it needs to know which ones gained messages.
    expect(progress).toEqual([
      [500, 1201],
      [1000, 1201],
      [1200, 1201],
      [1201, 1201],
    ]);
  });

  it("leaves existing data intact when the import fails midway", async () => {
    const doc = await exportAll(await source());
    const target = freshDb();
    await createConversation(target, { settings, title: "mine", id: "mine" });
    await addMessage(target, userNode("mine-1", "mine", null, "keep me", 1));

    vi.spyOn(target.attachments, "bulkAdd").mockRejectedValueOnce(new DOMException("full", "QuotaExceededError"));
    await expect(importJson(target, doc)).rejects.toMatchObject({ name: "StorageError", kind: "quota" });
    expect((await target.conversations.toArray()).map((c) => c.id)).toEqual(["mine"]);
    expect((await target.messages.toArray()).map((m) => m.id)).toEqual(["mine-1"]);
  });

  it("rejects bad files with a clear reason", async () => {
    const db = freshDb();
    const doc = await exportAll(await source());
    const reject = (input: unknown) => expect(importJson(db, input)).rejects.toBeInstanceOf(ImportError);
    const reason = (input: unknown) => importJson(db, input).catch((e: Error) => e.message);

    await reject("{ not json");
    expect(await reason("{ not json")).toBe("The file is not valid JSON.");
    expect(await reason({ ...doc, format: "chatgpt" })).toMatch(/not a Moonlit export/);
    expect(await reason({ ...doc, version: 2 })).toMatch(/version 2; this Moonlit reads version 1/);
    expect(await reason(null)).toMatch(/not a Moonlit export/);

    const badRole = { ...doc, messages: [...doc.messages, { ...doc.messages[0], id: "x", role: "system" }] };
    expect(await reason(badRole)).toMatch(/messages\[5\]\.role: unknown role "system"/);

    const badStatus = { ...doc, messages: doc.messages.map((m) => (m.id === "a1" ? { ...m, status: "done" } : m)) };
    expect(await reason(badStatus)).toMatch(/messages\[\d\]\.status/);

    const orphan = { ...doc, messages: [...doc.messages, userNode("o", "nowhere", null, "?", 1)] };
    expect(await reason(orphan)).toMatch(/belongs to conversation nowhere, which is not in the file/);

    const badBase64 = { ...doc, attachments: [{ ...doc.attachments[0], base64: "***" }] };
    expect(await reason(badBase64)).toMatch(/attachments\[0\] \(moon.png\) is not valid base64/);

    expect(await db.conversations.count()).toBe(0);
  });
});

describe("import: tool settings", () => {
  it("keeps a conversation's built-in tools and round limit, and gives older exports the defaults", async () => {
    const db = freshDb();
    await createConversation(db, { settings: { ...settings, builtinTools: ["calculator"], maxToolRounds: 3 }, title: "Tools", id: "c1" });
    const doc = await exportAll(db);
    const target = freshDb();
    await importJson(target, JSON.stringify(doc));
    expect((await getConversation(target, "c1"))?.settings).toMatchObject({ builtinTools: ["calculator"], maxToolRounds: 3 });

    const older = structuredClone(doc);
    delete (older.conversations[0].settings as Partial<typeof settings>).builtinTools;
    delete (older.conversations[0].settings as Partial<typeof settings>).maxToolRounds;
    const fresh = freshDb();
    await importJson(fresh, JSON.stringify(older));
    expect((await getConversation(fresh, "c1"))?.settings).toMatchObject({ builtinTools: [], maxToolRounds: 8 });
  });

  it("keeps a tool's strict flag", async () => {
    const db = freshDb();
    const tool = { name: "book_slot", description: "Books a slot", inputSchema: { type: "object" }, strict: true };
    await createConversation(db, { settings: { ...settings, tools: [tool] }, title: "Strict", id: "c1" });
    const target = freshDb();
    await importJson(target, JSON.stringify(await exportAll(db)));
    expect((await getConversation(target, "c1"))?.settings.tools).toEqual([tool]);
  });
});
