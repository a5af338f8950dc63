import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { putAttachment } from "@/lib/db/attachments";
import { createConversation } from "@/lib/db/conversations";
import { addMessage } from "@/lib/db/messages";
import { buildShareSnapshot } from "@/lib/db/share-snapshot";
import { noise, TOOL_IMAGE } from "@/lib/db/test-support/shared-conversation";
import { anthropicNode, settings, userNode } from "@/lib/db/test-support/stored-nodes";
import { freshDb } from "@/lib/db/test-support/fresh-db";
import type { ToolResultNode, UserNode } from "@/lib/protocol/message";
import { sealShare } from "./cipher/share-seal";

// The snapshot is budgeted before it is sealed: what the browser uploads (the sealed snapshot in
// its JSON body) must still fit the server's cap.

const ALL = { images: true, thinking: true };

describe("a share's budget, sealed", () => {
  it("fills the server's cap in branch order, originals last, and the sealed share stays under it", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Budget", id: "c1" });
    const put = (id: string, size: number, original?: number) =>
      putAttachment(db, {
        id,
        conversationId: "c1",
        blob: new Blob([noise(size, size)], { type: "image/webp" }),
        name: `${id}.webp`,
        ...(original ? { original: new Blob([noise(original, 7)], { type: "image/png" }) } : {}),
      });
    const refs = [await put("first", 30_000, 30_000), await put("second", 30_000)].map((r) => ({ id: r.id, kind: "image" as const, mediaType: r.mediaType, name: r.name, size: r.size }));
    await addMessage(db, { ...userNode("u1", "c1", null, "look", 1), attachments: refs });
    await addMessage(db, anthropicNode("a1", "c1", "u1", "Nice.", 2));
    const bigToolImage = { ...TOOL_IMAGE, source: { ...TOOL_IMAGE.source, data: btoa(String.fromCharCode(...noise(30_000, 9))) } };
    await addMessage(db, { id: "t1", conversationId: "c1", parentId: "a1", createdAt: 3, role: "tool", results: [{ toolUseId: "x", name: "shot", content: [bigToolImage] }] });

    const maxBytes = 60_000;
    const { snapshot, omittedImages } = await buildShareSnapshot(db, "c1", { ...ALL, maxBytes });
    // 30 000 bytes are 40 000 in base64, and 53 000 after sealing: only the first image fits.
    expect(omittedImages).toBe(2);
    expect(snapshot.attachments.map((a) => [a.id, a.original !== undefined])).toEqual([["first", false]]);
    expect((snapshot.messages[0] as UserNode).attachments.map((a) => a.id)).toEqual(["first"]);
    expect((snapshot.messages[2] as ToolResultNode).results[0].content).toBe("");
    const { ciphertext } = await sealShare(snapshot);
    expect(JSON.stringify({ ciphertext, expires: "never" }).length).toBeLessThanOrEqual(maxBytes);

    // With room to spare the originals come along too.
    const roomy = await buildShareSnapshot(db, "c1", ALL);
    expect(roomy.omittedImages).toBe(0);
    expect(roomy.snapshot.attachments.map((a) => [a.id, a.original !== undefined])).toEqual([["first", true], ["second", false]]);
  });
});
