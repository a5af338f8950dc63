import "fake-indexeddb/auto";
import Dexie from "dexie";
import { describe, expect, it } from "vitest";
import { openDatabase, SCHEMA_V1, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_V6 } from "./database";
import { saveDraft, getDraft } from "./drafts";
import { listConversations } from "./conversations";
import { markInterruptedStreams } from "./streaming-replies";
import { anthropicNode, richAnthropicNode, settings, userNode } from "./test-support/stored-nodes";

async function createV1Database(name: string) {
  const v1 = new Dexie(name);
  v1.version(1).stores(SCHEMA_V1);
  await v1.open();
  await v1.table("conversations").bulkAdd([
    { id: "c1", title: "Old chat", createdAt: 1, updatedAt: 10, settings, activeLeafId: "a1" },
    { id: "c2", title: "Empty chat", createdAt: 2, updatedAt: 20, settings, activeLeafId: null },
  ]);
  await v1.table("messages").bulkAdd([
    userNode("u1", "c1", null, "Hello from version one", 3),
    { ...anthropicNode("a1", "c1", "u1", "An answer   written\nin v1", 4) },
    { ...richAnthropicNode("a2", "c1", "u1", 5), status: "streaming" },
  ]);
  await v1.table("attachments").add({ id: "f1", conversationId: "c1", blob: new Blob(["x"]), mediaType: "image/png", name: "x.png", size: 1 });
  v1.close();
}

describe("MoonlitDB schema", () => {
  it("is named moonlit by default and at version 7", async () => {
    const db = openDatabase();
    await db.open();
    expect(db.name).toBe("moonlit");
    expect(db.verno).toBe(7);
    expect(db.tables.map((t) => t.name).sort()).toEqual(["attachments", "conversations", "drafts", "mcpServers", "messages", "partials", "sharedLinks", "tools"]);
    db.close();
  });

  it("migrates a filled v1 database: defaults, previews, new indexes, data kept", async () => {
    const name = `migrate-${Math.random()}`;
    await createV1Database(name);
    const before = JSON.stringify(richAnthropicNode("a2", "c1", "u1", 5));

    const db = openDatabase(name);
    const list = await listConversations(db);
    expect(list.map((c) => [c.id, c.pinned, c.preview])).toEqual([
      ["c2", false, ""],
      ["c1", false, "An answer written in v1"],
    ]);
    expect(await db.messages.count()).toBe(3);
    expect((await db.attachments.get("f1"))?.name).toBe("x.png");

    const migrated = await db.messages.get("a2");
    expect(JSON.stringify({ ...migrated, status: "complete" })).toBe(before);
    // The v2 `status` index covers rows written under v1.
    expect(await markInterruptedStreams(db)).toBe(1);

    await saveDraft(db, "c1", "half a thought");
    expect(await getDraft(db, "c1")).toBe("half a thought");
    db.close();
  });

  it("adds an empty tool library to a v3 database and keeps its rows", async () => {
    const name = `migrate-v3-${Math.random()}`;
    const v3 = new Dexie(name);
    v3.version(3).stores(SCHEMA_V3);
    await v3.open();
    await v3.table("conversations").add({ id: "c1", title: "Kept", createdAt: 1, updatedAt: 2, pinned: false, preview: "", settings, activeLeafId: null });
    v3.close();

    const db = openDatabase(name);
    expect((await listConversations(db)).map((c) => c.title)).toEqual(["Kept"]);
    expect(await db.tools.count()).toBe(0);
    await db.tools.add({ id: "t1", name: "get_weather", inputSchema: { type: "object" }, updatedAt: 3 });
    expect((await db.tools.where("name").equals("get_weather").first())?.id).toBe("t1");
    db.close();
  });

  it("adds an empty list of shared links to a v4 database and keeps its rows", async () => {
    const name = `migrate-v4-${Math.random()}`;
    const v4 = new Dexie(name);
    v4.version(4).stores(SCHEMA_V4);
    await v4.open();
    await v4.table("tools").add({ id: "t1", name: "get_weather", inputSchema: { type: "object" }, updatedAt: 3 });
    v4.close();

    const db = openDatabase(name);
    expect(await db.tools.count()).toBe(1);
    expect(await db.sharedLinks.count()).toBe(0);
    db.close();
  });

  it("adds an empty list of MCP servers to a v5 database and keeps its rows", async () => {
    const name = `migrate-v5-${Math.random()}`;
    const v5 = new Dexie(name);
    v5.version(5).stores(SCHEMA_V5);
    await v5.open();
    await v5.table("sharedLinks").add({ id: "s1", url: "/s/s1#k", createdAt: 1 });
    v5.close();

    const db = openDatabase(name);
    expect(await db.sharedLinks.count()).toBe(1);
    expect(await db.mcpServers.count()).toBe(0);
    db.close();
  });

  it("gives a v6 database's conversations their place in the sidebar's order (listOrder)", async () => {
    const name = `migrate-v6-${Math.random()}`;
    const v6 = new Dexie(name);
    v6.version(6).stores(SCHEMA_V6);
    await v6.open();
    const row = { createdAt: 1, preview: "", settings, activeLeafId: null };
    await v6.table("conversations").bulkAdd([
      { ...row, id: "old-pin", title: "Pinned long ago", updatedAt: 1, pinned: true },
      { ...row, id: "new", title: "Newest", updatedAt: 30, pinned: false },
      { ...row, id: "mid", title: "Middle", updatedAt: 20, pinned: false },
      { ...row, id: "gone", title: "Deleted", updatedAt: 40, pinned: false, deletedAt: 50 },
    ]);
    v6.close();

    const db = openDatabase(name);
    expect((await listConversations(db)).map((c) => c.id)).toEqual(["old-pin", "new", "mid"]);
    expect((await db.conversations.get("mid"))?.listOrder).toEqual([0, 20, "mid"]);
    expect((await db.conversations.get("gone"))?.listOrder).toBeUndefined();
    db.close();
  });
});
