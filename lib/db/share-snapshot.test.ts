import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { AssistantNode, MessageNode, ToolResultNode, UserNode } from "@/lib/protocol/message";
import { attachmentRef, putAttachment } from "./attachments";
import { blobToBase64 } from "./base64";
import { createConversation } from "./conversations";
import { validateImport } from "./import-validation";
import { addMessage } from "./messages";
import { SHARED_IMAGE_MAX_BYTES } from "./share-budget";
import { buildShareSnapshot } from "./share-snapshot";
import { noise, storeSharedFixture } from "./test-support/shared-conversation";
import { anthropicNode, settings, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

const ALL = { images: true, thinking: true };

function byId(messages: MessageNode[], id: string): MessageNode {
  return messages.find((m) => m.id === id)!;
}

describe("buildShareSnapshot", () => {
  it("holds one conversation and only its shown branch, its messages exactly as stored", async () => {
    const db = freshDb();
    const fixture = await storeSharedFixture(db);
    await db.conversations.update("c1", { pinned: true });
    const { snapshot, omittedImages } = await buildShareSnapshot(db, "c1", ALL);

    expect(omittedImages).toBe(0);
    expect(snapshot.conversations).toHaveLength(1);
    expect(snapshot.conversations[0]).toMatchObject({ id: "c1", title: "Moon talk", activeLeafId: "a2", pinned: false });
    expect(snapshot.messages.map((m) => m.id)).toEqual(fixture.branch);
    const stored = await db.messages.bulkGet(fixture.branch);
    expect(JSON.stringify(snapshot.messages)).toBe(JSON.stringify(stored));
    // Only the shown branch's attachment, with its kept original.
    expect(snapshot.attachments.map((a) => a.id)).toEqual(["f1"]);
    expect(snapshot.attachments[0].base64).toBe(await blobToBase64(new Blob([noise(3000, 3)])));
    expect(snapshot.attachments[0].original?.mediaType).toBe("image/png");
    expect(JSON.stringify(snapshot)).not.toContain("Saturn");
    // The import's own checks accept it.
    expect(validateImport(JSON.parse(JSON.stringify(snapshot))).messages).toHaveLength(4);
  });

  it("leaves thinking out on request and nothing else", async () => {
    const db = freshDb();
    await storeSharedFixture(db);
    const { snapshot } = await buildShareSnapshot(db, "c1", { images: true, thinking: false });
    const stored = (await db.messages.get("a1")) as AssistantNode;
    const shared = byId(snapshot.messages, "a1") as AssistantNode;

    const expected = structuredClone(stored) as AssistantNode & { turn: { protocol: "anthropic" } };
    delete expected.thinkingDurations;
    expected.turn.message.content = expected.turn.message.content.filter((b) => b.type !== "thinking");
    expect(JSON.stringify(shared)).toBe(JSON.stringify(expected));
    expect(JSON.stringify(shared)).not.toContain("Let me search");

    const openai = byId(snapshot.messages, "a2") as AssistantNode & { turn: { protocol: "openai" } };
    expect(openai.turn.result.message).not.toHaveProperty("reasoning_content");
    expect(Object.keys(openai.turn.result.message)).toEqual(["role", "content", "tool_calls"]);
    expect(JSON.stringify(byId(snapshot.messages, "u1"))).toBe(JSON.stringify(await db.messages.get("u1")));
  });

  it("leaves images out on request: attachments, their refs, images by address and tool-result images", async () => {
    const db = freshDb();
    await storeSharedFixture(db);
    const { snapshot, omittedImages } = await buildShareSnapshot(db, "c1", { images: false, thinking: true });
    expect(omittedImages).toBe(0);
    expect(snapshot.attachments).toEqual([]);
    expect((byId(snapshot.messages, "u1") as UserNode).attachments).toEqual([]);
    expect((byId(snapshot.messages, "t1") as ToolResultNode).results[0].content).toEqual([{ type: "text", text: "Clear skies, 21 degrees" }]);
    expect(JSON.stringify(byId(snapshot.messages, "a1"))).toBe(JSON.stringify(await db.messages.get("a1")));
  });

  it("keeps a document, its text and its ref, with or without images", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Report", id: "c1" });
    const record = await putAttachment(db, { id: "doc", conversationId: "c1", blob: new Blob(["--- page 1 ---\nDues rose."], { type: "text/plain" }), name: "dues.pdf" });
    await putAttachment(db, { id: "pic", conversationId: "c1", blob: new Blob([noise(100)], { type: "image/png" }), name: "pic.png" });
    const refs = [attachmentRef(record, { tokens: 6, pages: 1 }), { id: "pic", kind: "image" as const, mediaType: "image/png", name: "pic.png", size: 100 }];
    await addMessage(db, { id: "u1", conversationId: "c1", parentId: null, createdAt: 1, role: "user", text: "Summarise", attachments: refs });
    for (const images of [false, true]) {
      const { snapshot } = await buildShareSnapshot(db, "c1", { images, thinking: true });
      expect((byId(snapshot.messages, "u1") as UserNode).attachments.map((ref) => ref.id)).toEqual(images ? ["doc", "pic"] : ["doc"]);
      const shared = snapshot.attachments.find((row) => row.id === "doc");
      expect(shared && Buffer.from(shared.base64, "base64").toString("utf8")).toBe("--- page 1 ---\nDues rose.");
      expect(validateImport(JSON.parse(JSON.stringify(snapshot))).attachments.map((row) => row.id)).toContain("doc");
    }
  });

  it("leaves out an image over the per-image cap, with its refs, and counts it once", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Big", id: "c1" });
    await putAttachment(db, { id: "big", conversationId: "c1", blob: new Blob([new Uint8Array(SHARED_IMAGE_MAX_BYTES + 1)], { type: "image/png" }), name: "big.png" });
    await putAttachment(db, { id: "small", conversationId: "c1", blob: new Blob([noise(100)], { type: "image/png" }), name: "small.png" });
    const ref = (id: string) => ({ id, kind: "image" as const, mediaType: "image/png", name: `${id}.png`, size: 1 });
    await addMessage(db, { ...userNode("u1", "c1", null, "two images", 1), attachments: [ref("big"), ref("small"), ref("big")] });

    const { snapshot, omittedImages } = await buildShareSnapshot(db, "c1", ALL);
    expect(omittedImages).toBe(1);
    expect(snapshot.attachments.map((a) => a.id)).toEqual(["small"]);
    expect((snapshot.messages[0] as UserNode).attachments.map((a) => a.id)).toEqual(["small"]);
  });


  it("shows a reply still streaming at the owner's as interrupted", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Live", id: "c1" });
    await addMessage(db, userNode("u1", "c1", null, "hi", 1));
    await addMessage(db, anthropicNode("a1", "c1", "u1", "", 2, "streaming"));
    const { snapshot } = await buildShareSnapshot(db, "c1", ALL);
    expect((snapshot.messages[1] as AssistantNode).status).toBe("interrupted");
    expect(((await db.messages.get("a1")) as AssistantNode).status).toBe("streaming");
  });

  it("refuses a conversation that does not exist", async () => {
    await expect(buildShareSnapshot(freshDb(), "nope", ALL)).rejects.toThrow("nope");
  });
});
