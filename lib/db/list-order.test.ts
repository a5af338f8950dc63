import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createConversation,
  deleteConversation,
  LIST_PAGE_ROWS,
  listConversations,
  renameConversation,
  replaceTitle,
  restoreConversation,
  setPinned,
} from "./conversations";
import { emptySummary, mergeConversations } from "./import";
import { addMessage } from "./messages";
import type { ConversationRecord } from "./records";
import type { MoonlitDB } from "./database";
import { countReads } from "./test-support/count-reads";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";

afterEach(() => {
  vi.useRealTimers();
});

const row = (id: string, updatedAt: number, pinned = false): ConversationRecord => ({
  id,
  title: id,
  createdAt: updatedAt,
  updatedAt,
  pinned,
  settings,
  activeLeafId: null,
  preview: "",
});

/** The sidebar's order as the rule says it: pinned first, then newest first; equal times by id, last first. */
function sidebarOrder(rows: ConversationRecord[]): string[] {
  const live = rows.filter((r) => r.deletedAt === undefined);
  const newest = (a: ConversationRecord, b: ConversationRecord) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1);
  return [...live.filter((r) => r.pinned).sort(newest), ...live.filter((r) => !r.pinned).sort(newest)].map((r) => r.id);
}

async function expectInStep(db: MoonlitDB): Promise<void> {
  for (const stored of await db.conversations.toArray()) {
    expect(stored.listOrder).toEqual(stored.deletedAt === undefined ? [stored.pinned ? 1 : 0, stored.updatedAt, stored.id] : undefined);
  }
  expect((await listConversations(db)).map((c) => c.id)).toEqual(sidebarOrder(await db.conversations.toArray()));
}

describe("listOrder", () => {
  it("is kept in step with pinned, updatedAt and deletion by every kind of write", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const db = freshDb();
    vi.setSystemTime(1000);
    await createConversation(db, { settings, title: "a", id: "a" });
    vi.setSystemTime(2000);
    await createConversation(db, { settings, title: "b", id: "b" });
    await createConversation(db, { settings, title: "c", id: "c" });
    await expectInStep(db);

    await setPinned(db, "a", true);
    await expectInStep(db);
    vi.setSystemTime(3000);
    await renameConversation(db, "b", "b2");
    await addMessage(db, userNode("u1", "c", null, "hello", 3500));
    await replaceTitle(db, "c", "c", "Greeting");
    await expectInStep(db);

    await deleteConversation(db, "b");
    expect((await db.conversations.get("b"))?.listOrder).toBeUndefined();
    await expectInStep(db);
    await restoreConversation(db, "b");
    await expectInStep(db);

    // An import replaces rows whole (bulkPut): its rows carry no listOrder, the database adds it.
    await db.transaction("rw", db.conversations, () => mergeConversations(db, [row("d", 500, true), { ...row("a", 9000), title: "newer a" }], emptySummary().conversations));
    await expectInStep(db);
    await setPinned(db, "d", false);
    await expectInStep(db);
  });

  it("gives the first screen by reading only its rows, pinned ones included however old", async () => {
    const db = freshDb();
    const reads = countReads(db);
    const rows = Array.from({ length: 40 }, (_, i) => row(`c${String(i).padStart(2, "0")}`, 1000 + i, i < 3));
    await db.conversations.bulkAdd(rows);
    reads.reads.length = 0;

    const first = await listConversations(db, 10);
    expect(first.map((c) => c.id)).toEqual(sidebarOrder(rows).slice(0, 10));
    expect(first.slice(0, 3).map((c) => c.pinned)).toEqual([true, true, true]);
    expect(reads.reads).toEqual([10]);
    expect(reads.cursors()).toBe(0);
  });

  it("reads the whole list in pages, none skipped or repeated where times are equal", async () => {
    const db = freshDb();
    const reads = countReads(db);
    // Three conversations share each time, so pages end inside runs of equal times.
    const rows = Array.from({ length: 2 * LIST_PAGE_ROWS + 100 }, (_, i) => row(`c${i}`, Math.floor(i / 3), i % 97 === 0));
    await db.conversations.bulkAdd(rows);
    reads.reads.length = 0;

    expect((await listConversations(db)).map((c) => c.id)).toEqual(sidebarOrder(rows));
    expect(reads.reads).toEqual([LIST_PAGE_ROWS, LIST_PAGE_ROWS, 100]);
  });
});
