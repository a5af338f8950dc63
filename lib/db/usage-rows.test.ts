import { describe, expect, it } from "vitest";
import { readUsageRows } from "./usage-rows";
import { anthropicNode, settings, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

describe("readUsageRows", () => {
  it("reads the replies' usage since a moment, leaving out user messages and deleted conversations", async () => {
    const db = freshDb();
    await db.conversations.bulkAdd([
      { id: "c1", title: "one", createdAt: 0, updatedAt: 5000, pinned: false, settings, activeLeafId: null, preview: "" },
      { id: "c2", title: "old", createdAt: 0, updatedAt: 900, pinned: false, settings, activeLeafId: null, preview: "" },
      { id: "c3", title: "gone", createdAt: 0, updatedAt: 5000, pinned: false, settings, activeLeafId: null, preview: "", deletedAt: 6000 },
    ]);
    await db.messages.bulkAdd([
      userNode("u1", "c1", null, "hi", 500),
      anthropicNode("a0", "c1", "u1", "early", 800),
      userNode("u2", "c1", "a0", "again", 1000),
      anthropicNode("a1", "c1", "u2", "recent", 2000),
      anthropicNode("a2", "c2", null, "old", 900),
      anthropicNode("a3", "c3", null, "deleted", 3000),
    ]);
    const rows = await readUsageRows(db, 1000);
    expect(rows).toEqual([{ at: 2000, model: "kimi-k3.1-pro", usage: expect.objectContaining({ input: 10, output: 5 }) }]);
    db.close();
  });
});
