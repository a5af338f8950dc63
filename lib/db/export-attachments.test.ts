import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { attachmentRef, getAttachment, imageLinkRef, putAttachment } from "./attachments";
import { createConversation } from "./conversations";
import { exportAll, exportJson } from "./test-support/json-export";
import { importJson } from "./import";
import { addMessage } from "./messages";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";

// Kept originals and images sent by address survive an export and an import.

describe("attachments in an export", () => {
  it("carry a kept original beside the scaled copy, with its own type", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Moon", id: "c1" });
    const scaled = new Blob([new Uint8Array([1, 2])], { type: "image/webp" });
    const original = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    const record = await putAttachment(db, { id: "f1", conversationId: "c1", blob: scaled, name: "moon.png", original });
    await addMessage(db, { ...userNode("u1", "c1", null, "look", 1), attachments: [attachmentRef(record)] });

    const doc = await exportAll(db);
    expect(doc.attachments).toEqual([
      { id: "f1", conversationId: "c1", mediaType: "image/webp", name: "moon.png", size: 2, base64: "AQI=", original: { mediaType: "image/png", base64: "iVBORw==" } },
    ]);

    const target = freshDb();
    await importJson(target, JSON.stringify(doc));
    const back = (await getAttachment(target, "f1"))!;
    expect(back.blob.type).toBe("image/webp");
    expect(back.original?.type).toBe("image/png");
    expect([...new Uint8Array(await back.original!.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it("keep an image sent by address as its ref, with nothing stored", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Link", id: "c1" });
    const link = imageLinkRef({ url: "https://example.com/moon.png", name: "moon.png", mediaType: "image/png" });
    await addMessage(db, { ...userNode("u1", "c1", null, "", 1), attachments: [link] });

    const target = freshDb();
    await importJson(target, await exportJson(db));
    expect((await target.messages.get("u1"))).toMatchObject({ attachments: [link] });
    expect(await target.attachments.count()).toBe(0);
  });
});

describe("tool results in an export", () => {
  it("may hold the text and image blocks of a tool that returned images", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Chart", id: "c1" });
    const content = [
      { type: "text" as const, text: "Here." },
      { type: "image" as const, source: { type: "url" as const, url: "https://example.com/chart.png" } },
    ];
    await addMessage(db, { id: "t1", conversationId: "c1", parentId: null, createdAt: 1, role: "tool", results: [{ toolUseId: "x", name: "chart", content }] });
    const target = freshDb();
    await importJson(target, await exportJson(db));
    expect(await target.messages.get("t1")).toMatchObject({ results: [{ content }] });
  });
});
