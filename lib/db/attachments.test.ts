import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { attachmentRef, getAttachment, getAttachmentData, imageLinkRef, putAttachment } from "./attachments";
import { getDraft, saveDraft } from "./drafts";
import { base64ToBlob, blobToBase64 } from "./base64";
import { freshDb } from "./test-support/fresh-db";

describe("attachments", () => {
  it("stores a blob and resolves it to base64 for a request", async () => {
    const db = freshDb();
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const record = await putAttachment(db, { conversationId: "c", blob: new Blob([bytes], { type: "image/png" }), name: "p.png" });
    expect(record).toMatchObject({ mediaType: "image/png", size: 5, name: "p.png" });

    const stored = await getAttachment(db, record.id);
    expect(new Uint8Array(await stored!.blob.arrayBuffer())).toEqual(bytes);

    const ref = attachmentRef(record);
    expect(ref.kind).toBe("image");
    expect(await getAttachmentData(db, ref)).toEqual({ ...ref, base64: "AAEC+v8=" });
    expect(attachmentRef({ ...record, mediaType: "video/mp4" }).kind).toBe("video");
  });

  it("resolves an image sent by address to its URL, with nothing stored", async () => {
    const db = freshDb();
    const ref = imageLinkRef({ url: "https://example.com/moon.png", name: "moon.png", mediaType: "image/png" });
    expect(ref).toMatchObject({ kind: "image", size: 0, url: "https://example.com/moon.png" });
    expect(await getAttachmentData(db, ref)).toEqual(ref);
    expect(await db.attachments.count()).toBe(0);
  });

  it("base64 round-trips large binary data", async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 256);
    const base64 = await blobToBase64(new Blob([bytes]));
    expect(base64).toBe(Buffer.from(bytes).toString("base64"));
    const back = new Uint8Array(await base64ToBlob(base64, "image/png").arrayBuffer());
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("drafts", () => {
  it("saves, replaces and clears a draft", async () => {
    const db = freshDb();
    expect(await getDraft(db, "c")).toBe("");
    await saveDraft(db, "c", "hello");
    await saveDraft(db, "c", "hello there");
    expect(await getDraft(db, "c")).toBe("hello there");
    await saveDraft(db, "c", "");
    expect(await db.drafts.count()).toBe(0);
  });
});
