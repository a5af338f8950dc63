import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  purgeDeletedConversations,
  renameConversation,
  restoreConversation,
  setActiveLeaf,
  setPinned,
  updateConversationSettings,
  UNDO_WINDOW_MS,
} from "./conversations";
import { putAttachment } from "./attachments";
import { getDraft, saveDraft } from "./drafts";
import { addMessage } from "./messages";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";

afterEach(() => {
  vi.useRealTimers();
});

describe("conversations", () => {
  it("creates with the settings passed in and no messages yet", async () => {
    const db = freshDb();
    const created = await createConversation(db, { settings, title: "First" });
    expect(created).toMatchObject({ title: "First", pinned: false, activeLeafId: null, preview: "", settings });
    // Stored as created, with its place in the sidebar's order (list-order.ts).
    expect(await getConversation(db, created.id)).toEqual({ ...created, listOrder: [0, created.updatedAt, created.id] });
  });

  it("lists newest first with pinned ones on top", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const db = freshDb();
    vi.setSystemTime(1000);
    await createConversation(db, { settings, title: "a", id: "a" });
    vi.setSystemTime(2000);
    await createConversation(db, { settings, title: "b", id: "b" });
    vi.setSystemTime(3000);
    await createConversation(db, { settings, title: "c", id: "c" });
    await setPinned(db, "a", true);
    expect((await listConversations(db)).map((c) => c.id)).toEqual(["a", "c", "b"]);

    vi.setSystemTime(4000);
    await renameConversation(db, "b", "renamed");
    expect((await listConversations(db)).map((c) => c.title)).toEqual(["a", "renamed", "c"]);

    await setPinned(db, "a", false);
    expect((await listConversations(db)).map((c) => c.id)).toEqual(["b", "c", "a"]);
  });

  it("updates settings and the shown branch", async () => {
    const db = freshDb();
    const { id } = await createConversation(db, { settings, title: "t" });
    await updateConversationSettings(db, id, { ...settings, effort: "low" });
    await setActiveLeaf(db, id, "m9");
    expect(await getConversation(db, id)).toMatchObject({ settings: { effort: "low" }, activeLeafId: "m9" });
  });

  it("rejects changes to a conversation that does not exist", async () => {
    const db = freshDb();
    await expect(renameConversation(db, "nope", "x")).rejects.toThrow("does not exist");
  });

  it("deletes with undo, then purges everything after the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(10_000);
    const db = freshDb();
    const keep = await createConversation(db, { settings, title: "keep" });
    const gone = await createConversation(db, { settings, title: "gone" });
    await addMessage(db, userNode("u1", gone.id, null, "hi", 1));
    await addMessage(db, userNode("u2", keep.id, null, "hello", 1));
    await putAttachment(db, { conversationId: gone.id, blob: new Blob(["x"], { type: "image/png" }), name: "x.png" });
    await saveDraft(db, gone.id, "draft");

    await deleteConversation(db, gone.id);
    expect((await listConversations(db)).map((c) => c.id)).toEqual([keep.id]);
    expect(await getConversation(db, gone.id)).toBeUndefined();

    await restoreConversation(db, gone.id);
    expect((await listConversations(db)).map((c) => c.id).sort()).toEqual([keep.id, gone.id].sort());
    expect((await db.conversations.get(gone.id))).not.toHaveProperty("deletedAt");

    await deleteConversation(db, gone.id);
    vi.setSystemTime(10_000 + UNDO_WINDOW_MS - 1);
    expect(await purgeDeletedConversations(db)).toBe(0);
    vi.setSystemTime(10_000 + UNDO_WINDOW_MS);
    expect(await purgeDeletedConversations(db)).toBe(1);

    expect(await db.conversations.get(gone.id)).toBeUndefined();
    expect(await db.messages.where("conversationId").equals(gone.id).count()).toBe(0);
    expect(await db.attachments.count()).toBe(0);
    expect(await getDraft(db, gone.id)).toBe("");
    expect(await db.messages.get("u2")).toBeDefined();
  });
});
