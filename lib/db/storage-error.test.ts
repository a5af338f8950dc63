import "fake-indexeddb/auto";
import Dexie from "dexie";
import { describe, expect, it, vi } from "vitest";
import { createConversation, getConversation } from "./conversations";
import { addMessage } from "./messages";
import { StorageError, toStorageError, withStorageErrors, writeTransaction } from "./storage-error";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";

describe("toStorageError", () => {
  it("recognises quota errors, native or wrapped by Dexie", () => {
    expect(toStorageError(new DOMException("x", "QuotaExceededError")).kind).toBe("quota");
    expect(toStorageError(new Dexie.QuotaExceededError("x")).kind).toBe("quota");
    expect(toStorageError(new Dexie.AbortError("aborted", new DOMException("x", "QuotaExceededError"))).kind).toBe("quota");
    expect(toStorageError({ name: "NS_ERROR_DOM_QUOTA_REACHED" }).kind).toBe("quota");
  });

  it("recognises missing or blocked storage, and falls back to unknown", () => {
    expect(toStorageError(new Dexie.MissingAPIError("no idb")).kind).toBe("unavailable");
    expect(toStorageError(new Dexie.OpenFailedError("blocked")).kind).toBe("unavailable");
    expect(toStorageError(new Dexie.ConstraintError("dup")).kind).toBe("unknown");
  });

  it("speaks to a person", () => {
    const error = toStorageError(new DOMException("x", "QuotaExceededError"));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(/^The browser's storage is full/);
    expect(toStorageError(error)).toBe(error);
  });

  it("lets our own errors through unchanged", async () => {
    const mine = new Error("logic");
    await expect(withStorageErrors(() => Promise.reject(mine))).rejects.toBe(mine);
  });
});

describe("a write that hits the quota", () => {
  it("rolls back as a whole and keeps what was saved before", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "t", id: "c" });
    await addMessage(db, userNode("u1", "c", null, "saved earlier", 1));

    // The message row is written, then the conversation update fails: neither may remain.
    vi.spyOn(db.conversations, "update").mockRejectedValueOnce(new DOMException("disk full", "QuotaExceededError"));
    const failure = await addMessage(db, userNode("u2", "c", "u1", "too much", 2)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ kind: "quota" });

    expect(await db.messages.get("u2")).toBeUndefined();
    expect(await db.messages.get("u1")).toMatchObject({ text: "saved earlier" });
    expect(await getConversation(db, "c")).toMatchObject({ activeLeafId: "u1", preview: "saved earlier" });
  });

  it("maps a failure raised by IndexedDB itself inside writeTransaction", async () => {
    const db = freshDb();
    await db.drafts.put({ conversationId: "c", text: "keep", updatedAt: 1 });
    const failure = await writeTransaction(db, [db.drafts], async () => {
      await db.drafts.put({ conversationId: "d", text: "new", updatedAt: 2 });
      await db.drafts.add({ conversationId: "c", text: "duplicate key", updatedAt: 3 });
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: "StorageError", kind: "unknown" });
    expect((await db.drafts.toArray()).map((d) => d.text)).toEqual(["keep"]);
  });
});
