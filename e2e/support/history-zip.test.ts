import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { listConversations } from "@/lib/db/conversations";
import { importZip } from "@/lib/db/import-zip";
import { freshDb } from "@/lib/db/test-support/fresh-db";
import { historyZip } from "./history-zip";

const now = Date.UTC(2026, 11, 1, 12);

describe("historyZip", () => {
  it("makes an export Moonlit imports whole, with pinned conversations, documents and about 21 messages each", async () => {
    const zip = await historyZip(40, 7, { now });
    const db = freshDb();
    const summary = await importZip(db, new Blob([zip as Uint8Array<ArrayBuffer>]));

    expect(summary.conversations.added).toBe(40);
    expect(summary.messages.added).toBeGreaterThan(40 * 10);
    expect(summary.messages.added).toBeLessThan(40 * 32);
    expect(summary.attachments.added).toBe(2);
    const list = await listConversations(db);
    expect(list).toHaveLength(40);
    expect(list[0]).toMatchObject({ id: "hist-000003", pinned: true });
    expect(list[1].updatedAt).toBe(now - 3_600_000);
  });

  it("is the same for the same seed, and another for another", async () => {
    const a = await historyZip(5, 1, { now });
    expect(await historyZip(5, 1, { now })).toEqual(a);
    expect(await historyZip(5, 2, { now })).not.toEqual(a);
  });
});
