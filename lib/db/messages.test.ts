import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createConversation, getConversation } from "./conversations";
import { putAttachment } from "./attachments";
import { addMessage, deleteMessageSubtree, getMessage, updateMessage } from "./messages";
import { getPath, latestLeaf, listMessages } from "./message-tree";
import { anthropicNode, settings, toolNode, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

/**
 * u1 ─ a1 ─ u2 ─ a2
 *    │    └ u3 ─ a3      (u3: an edit of u2, newer)
 *    └ a1b                (a regenerated answer, newer than a1)
 */
async function tree() {
  const db = freshDb();
  const { id: c } = await createConversation(db, { settings, title: "tree", id: "c" });
  await addMessage(db, userNode("u1", c, null, "question", 1));
  await addMessage(db, anthropicNode("a1", c, "u1", "first answer", 2));
  await addMessage(db, userNode("u2", c, "a1", "follow-up", 3));
  await addMessage(db, anthropicNode("a2", c, "u2", "second answer", 4));
  await addMessage(db, userNode("u3", c, "a1", "edited follow-up", 5));
  await addMessage(db, anthropicNode("a3", c, "u3", "answer to the edit", 6));
  await addMessage(db, anthropicNode("a1b", c, "u1", "regenerated", 7), { activate: false });
  return { db, c };
}

describe("messages", () => {
  it("adding moves the shown leaf and the preview", async () => {
    const { db, c } = await tree();
    expect(await getConversation(db, c)).toMatchObject({ activeLeafId: "a3", preview: "answer to the edit" });
    expect((await listMessages(db, c)).map((m) => m.id)).toEqual(["u1", "a1", "u2", "a2", "u3", "a3", "a1b"]);
  });

  it("refuses a message for a missing conversation", async () => {
    const db = freshDb();
    await expect(addMessage(db, userNode("x", "nope", null, "hi", 1))).rejects.toThrow("does not exist");
    expect(await db.messages.count()).toBe(0);
  });

  it("updates a message, and the preview when it is the shown leaf", async () => {
    const { db, c } = await tree();
    await updateMessage(db, anthropicNode("a3", c, "u3", "rewritten answer", 6));
    expect(await getConversation(db, c)).toMatchObject({ preview: "rewritten answer" });
    await updateMessage(db, anthropicNode("a2", c, "u2", "changed off-branch", 4));
    expect((await getConversation(db, c))?.preview).toBe("rewritten answer");
    // A tool-only step has no words; the preview keeps the last ones.
    await addMessage(db, toolNode("t1", c, "a3", 8));
    expect((await getConversation(db, c))?.preview).toBe("rewritten answer");
  });

  it("walks root → leaf", async () => {
    const { db, c } = await tree();
    expect((await getPath(db, c, "a3")).map((m) => m.id)).toEqual(["u1", "a1", "u3", "a3"]);
    expect((await getPath(db, c, "a2")).map((m) => m.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(await getPath(db, c, null)).toEqual([]);
    expect(await getPath(db, "other", "a3")).toEqual([]);
  });

  it("follows a branch to its newest leaf", async () => {
    const { db, c } = await tree();
    expect(await latestLeaf(db, c, "u2")).toBe("a2");
    expect(await latestLeaf(db, c, "a1")).toBe("a3");
    expect(await latestLeaf(db, c, "u1")).toBe("a1b");
    expect(await latestLeaf(db, c, null)).toBe("a1b");
    expect(await latestLeaf(db, c, "a3")).toBe("a3");
    expect(await latestLeaf(db, "empty", null)).toBeNull();
  });

  it("deletes a subtree and moves the shown branch to what remains", async () => {
    const { db, c } = await tree();
    expect((await deleteMessageSubtree(db, "u3")).sort()).toEqual(["a3", "u3"]);
    expect(await getConversation(db, c)).toMatchObject({ activeLeafId: "a2", preview: "second answer" });
    expect(await getMessage(db, "u3")).toBeUndefined();

    await deleteMessageSubtree(db, "a1");
    expect((await listMessages(db, c)).map((m) => m.id)).toEqual(["u1", "a1b"]);
    // The shown branch was a2 (under a1): it moves to the remaining sibling branch.
    expect(await getConversation(db, c)).toMatchObject({ activeLeafId: "a1b", preview: "regenerated" });

    await deleteMessageSubtree(db, "u1");
    expect(await getConversation(db, c)).toMatchObject({ activeLeafId: null, preview: "" });
    expect(await deleteMessageSubtree(db, "u1")).toEqual([]);
  });

  it("deletes attachments only the removed messages used", async () => {
    const db = freshDb();
    const { id: c } = await createConversation(db, { settings, title: "files" });
    const shared = await putAttachment(db, { conversationId: c, blob: new Blob(["1"], { type: "image/png" }), name: "a.png" });
    const own = await putAttachment(db, { conversationId: c, blob: new Blob(["2"], { type: "image/png" }), name: "b.png" });
    const ref = (r: typeof shared) => ({ id: r.id, kind: "image" as const, mediaType: r.mediaType, name: r.name, size: r.size });
    await addMessage(db, { ...userNode("u1", c, null, "look", 1), attachments: [ref(shared)] });
    await addMessage(db, { ...userNode("u2", c, null, "look again", 2), attachments: [ref(shared), ref(own)] });

    await deleteMessageSubtree(db, "u2");
    expect((await db.attachments.toArray()).map((a) => a.id)).toEqual([shared.id]);
  });
});
