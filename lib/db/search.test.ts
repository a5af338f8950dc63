import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createConversation, deleteConversation } from "./conversations";
import { attachmentRef, putAttachment } from "./attachments";
import { addMessage } from "./messages";
import { searchConversations } from "./search";
import { matchSnippet, fold } from "./text-match";
import { anthropicNode, freshDb, openaiNode, richAnthropicNode, settings, userNode } from "./test-helpers";

async function filled() {
  const db = freshDb();
  await createConversation(db, { settings, title: "Trip to Kyoto", id: "trip" });
  await createConversation(db, { settings, title: "Rust lifetimes", id: "rust" });
  await createConversation(db, { settings, title: "月光の話", id: "moon" });
  await addMessage(db, userNode("u1", "rust", null, "Why does the Borrow Checker complain here?", 1));
  await addMessage(db, anthropicNode("a1", "rust", "u1", "Because the reference outlives its owner.", 2));
  await addMessage(db, userNode("u2", "moon", null, "请解释一下月光为什么是银色的", 3));
  await addMessage(db, richAnthropicNode("a2", "moon", "u2", 4));
  await addMessage(db, { ...openaiNode("a3", "trip", null, 5), id: "a3" });
  return db;
}

describe("searchConversations", () => {
  it("finds titles case-insensitively", async () => {
    const db = await filled();
    const hits = await searchConversations(db, "kyoto");
    expect(hits).toEqual([{ conversationId: "trip", title: "Trip to Kyoto", snippet: "", messageId: null }]);
  });

  it("finds user and assistant text, with a snippet", async () => {
    const db = await filled();
    const user = await searchConversations(db, "borrow checker");
    expect(user).toMatchObject([{ conversationId: "rust", messageId: "u1" }]);
    expect(user[0].snippet).toContain("Borrow Checker");

    const assistant = await searchConversations(db, "OUTLIVES");
    expect(assistant).toMatchObject([{ conversationId: "rust", messageId: "a1", snippet: "Because the reference outlives its owner." }]);

    const cited = await searchConversations(db, "bright 🌕");
    expect(cited).toMatchObject([{ conversationId: "moon", messageId: "a2" }]);
  });

  it("matches CJK text and full-width forms", async () => {
    const db = await filled();
    expect((await searchConversations(db, "月光")).map((h) => h.conversationId)).toEqual(["moon"]);
    expect((await searchConversations(db, "银色")).map((h) => h.messageId)).toEqual(["u2"]);
    expect((await searchConversations(db, "ＢＯＲＲＯＷ")).map((h) => h.conversationId)).toEqual(["rust"]);
  });

  it("skips thinking, tool input and deleted conversations; ignores blank queries", async () => {
    const db = await filled();
    expect(await searchConversations(db, "Let me search")).toEqual([]);
    expect(await searchConversations(db, "get_weather")).toEqual([]);
    expect(await searchConversations(db, "   ")).toEqual([]);
    await deleteConversation(db, "rust");
    expect(await searchConversations(db, "owner")).toEqual([]);
  });

  it("orders by recent activity and honours the limit", async () => {
    const db = await filled();
    await addMessage(db, userNode("u9", "trip", "a3", "note about the moon", 9));
    expect((await searchConversations(db, "moon")).map((h) => h.conversationId)).toEqual(["trip", "moon"]);
    expect(await searchConversations(db, "moon", { limit: 1 })).toHaveLength(1);
  });
});

describe("matchSnippet", () => {
  it("cuts around the match with ellipses and keeps the original case", () => {
    const text = `${"a".repeat(100)} The Needle here ${"b".repeat(100)}`;
    const snippet = matchSnippet(text, fold("needle"))!;
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("The Needle here");
  });

  it("never splits a surrogate pair", () => {
    const text = `${"😀".repeat(40)}target${"😀".repeat(60)}`;
    const snippet = matchSnippet(text, "target")!;
    expect(snippet).toContain("target");
    expect(snippet).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("returns null without a match", () => {
    expect(matchSnippet("nothing", "zzz")).toBeNull();
  });

  it("finds words inside a document sent with a message, naming the document", async () => {
    const db = await filled();
    await createConversation(db, { settings, title: "Quarterly", id: "report" });
    const record = await putAttachment(db, { conversationId: "report", blob: new Blob(["--- page 1 ---\nThe harbour dues rose by a third."], { type: "text/plain" }), name: "dues.pdf" });
    await addMessage(db, { ...userNode("u-doc", "report", null, "Summarise", 6), attachments: [attachmentRef(record, { tokens: 12, pages: 1 })] });
    const [hit] = await searchConversations(db, "harbour dues");
    expect(hit).toMatchObject({ conversationId: "report", messageId: "u-doc", snippet: expect.stringMatching(/^dues\.pdf: .*harbour dues rose/) });
    expect(await searchConversations(db, "Borrow Checker")).toHaveLength(1);
  });
});
