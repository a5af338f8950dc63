import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createConversation } from "./conversations";
import { exportJson } from "./test-support/json-export";
import type { SharedLinkRecord } from "./records";
import { deleteSharedLink, listSharedLinks, saveSharedLink } from "./shared-links";
import { freshDb } from "./test-support/fresh-db";
import { settings } from "./test-support/stored-nodes";

function link(id: string, createdAt: number): SharedLinkRecord {
  return {
    id,
    url: `https://moonlit.example/s/${id}#key-${id}`,
    conversationId: "c1",
    title: "Moon",
    createdAt,
    expiresAt: createdAt + 86_400_000,
    deleteToken: `secret-token-${id}`,
  };
}

describe("shared links", () => {
  it("are listed newest first and deleted one by one", async () => {
    const db = freshDb();
    await saveSharedLink(db, link("a", 1));
    await saveSharedLink(db, link("c", 3));
    await saveSharedLink(db, link("b", 2));
    expect((await listSharedLinks(db)).map((l) => l.id)).toEqual(["c", "b", "a"]);
    expect((await listSharedLinks(db))[0]).toEqual(link("c", 3));

    await deleteSharedLink(db, "b");
    expect((await listSharedLinks(db)).map((l) => l.id)).toEqual(["c", "a"]);
    await deleteSharedLink(db, "gone");
    expect(await listSharedLinks(db)).toHaveLength(2);
  });

  it("stay out of the whole-database export: delete tokens are this browser's secrets", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Moon", id: "c1" });
    await saveSharedLink(db, link("a", 1));
    const json = await exportJson(db);
    expect(json).toContain('"Moon"');
    expect(json).not.toContain("secret-token-a");
    expect(json).not.toContain("/s/a");
  });
});
