import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantNode } from "@/lib/protocol/message";
import { createConversation } from "./conversations";
import { openDatabase, type MoonlitDB } from "./database";
import { addMessage } from "./messages";
import { anthropicNode, settings, userNode } from "./test-support/stored-nodes";

// Data flows one way: the app database's start-up chore finds the replies to resume and tells whoever
// watches (the Engine subscribes, lib/chat/hooks/use-engine.ts); it holds no callback of the Engine's.

type AppDatabase = typeof import("./app-database");

let app: AppDatabase;
let opened: MoonlitDB | undefined;

beforeEach(async () => {
  // The module holds the page's one database: each test gets a fresh one.
  vi.resetModules();
  app = await import("./app-database");
});

afterEach(async () => {
  opened?.close();
  opened = undefined;
  await new Promise((resolve) => (indexedDB.deleteDatabase("moonlit").onsuccess = resolve));
});

/** The app's database as a page left it mid-reply: a resumable reply's row still "streaming". */
async function leftMidReply(): Promise<void> {
  const db = openDatabase();
  await createConversation(db, { settings, title: "t", id: "c" });
  await addMessage(db, userNode("u", "c", null, "Go on", 1));
  const row: AssistantNode = { ...anthropicNode("a", "c", "u", "", 2, "streaming"), resumeId: "reply-id-for-the-tests-3" };
  await addMessage(db, row);
  db.close();
}

describe("the app database's replies to resume", () => {
  it("are told to every watcher when the database opens, and no longer to one that stopped", async () => {
    await leftMidReply();
    const engine = vi.fn(() => Promise.resolve());
    const another = vi.fn(() => Promise.resolve());
    const gone = vi.fn(() => Promise.resolve());
    app.watchRepliesToResume(engine);
    app.watchRepliesToResume(another);
    app.watchRepliesToResume(gone)();

    opened = await app.loadAppDatabase();
    await expect.poll(() => [engine.mock.calls.length, another.mock.calls.length]).toEqual([1, 1]);
    expect(gone).not.toHaveBeenCalled();
  });
});
