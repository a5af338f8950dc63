import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachmentRef, putAttachment } from "./attachments";
import { createConversation, deleteConversation, purgeConversation, renameConversation, replaceTitle, restoreConversation } from "./conversations";
import { openDatabase } from "./database";
import { addMessage, deleteMessageSubtree, updateMessage } from "./messages";
import { loadSnapshot, openSearchIndexDatabase, saveSnapshot } from "./search-index/index-store";
import { SEARCH_INDEX_FORMAT } from "./search-index/search-engine";
import { closeSearchServices, filled, ids, marked, nextSeq, search, serviceOf } from "./test-support/search";
import { anthropicNode, settings, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

afterEach(closeSearchServices);

describe("searching conversations through the index", () => {
  it("finds titles, what the person wrote and the replies' text, with the words marked in a plain-text excerpt", async () => {
    const db = await filled();
    const service = serviceOf(db);

    const [title] = await search(service, "kyoto");
    expect(title).toMatchObject({ conversation: { id: "trip" }, messageId: null });
    expect(marked(title.title)).toEqual(["Kyoto"]);

    const [user] = await search(service, "borrow checker");
    expect(user).toMatchObject({ conversation: { id: "rust" }, messageId: "u1" });
    expect(marked(user.snippet!)).toEqual(["Borrow", "Checker"]);

    const [reply] = await search(service, "OUTLIVES owner");
    expect(reply).toMatchObject({ messageId: "a1", snippet: { text: "Because the reference outlives its owner." } });
    expect(marked(reply.snippet!)).toEqual(["outlives", "owner"]);

    expect(ids(await search(service, "bright 🌕"))).toEqual(["moon"]);
  });

  it("matches prefixes of the last word as one types, and whole words before it", async () => {
    const db = await filled();
    const service = serviceOf(db);
    expect(ids(await search(service, "bo"))).toEqual(["rust"]);
    expect(ids(await search(service, "borr"))).toEqual(["rust"]);
    const [hit] = await search(service, "the borr");
    expect(marked(hit.snippet!)).toEqual(["the", "Borrow"]);
    // Only the last word is a prefix: "borr" alone is not a word of the text.
    expect(await search(service, "borr checker")).toEqual([]);
  });

  it("finds Chinese and Japanese by any run of characters, and full-width letters", async () => {
    const db = await filled();
    const service = serviceOf(db);
    expect(ids(await search(service, "月光"))).toEqual(["moon"]);
    const [silver] = await search(service, "银色");
    expect(silver.messageId).toBe("u2");
    expect(marked(silver.snippet!)).toEqual(["银色"]);
    expect(ids(await search(service, "为什么是银"))).toEqual(["moon"]);
    // One character, typed as the start of a word, marks only that character.
    const [one] = await search(service, "银");
    expect(marked(one.snippet!)).toEqual(["银"]);
    expect(ids(await search(service, "の話"))).toEqual(["moon"]);
    expect(await search(service, "银光")).toEqual([]);
    expect(ids(await search(service, "ＢＯＲＲＯＷ"))).toEqual(["rust"]);
  });

  it("leaves out thinking, tool input and blank queries", async () => {
    const db = await filled();
    const service = serviceOf(db);
    expect(await search(service, "Let me search")).toEqual([]);
    expect(await search(service, "get_weather")).toEqual([]);
    expect(await search(service, "   ")).toEqual([]);
    expect(await search(service, "?!")).toEqual([]);
  });

  it("follows added and updated messages, renames and new titles", async () => {
    const db = await filled();
    const service = serviceOf(db);
    expect(await search(service, "ferry")).toEqual([]);

    await addMessage(db, userNode("u9", "trip", "a3", "Which ferry goes to Osaka?", 9));
    expect(ids(await search(service, "ferry"))).toEqual(["trip"]);

    // A reply that ends: the row changes once, at its end.
    await addMessage(db, anthropicNode("a9", "trip", "u9", "", 10, "streaming"));
    await updateMessage(db, anthropicNode("a9", "trip", "u9", "The hydrofoil leaves at noon.", 10));
    const [reply] = await search(service, "hydrofoil");
    expect(reply).toMatchObject({ conversation: { id: "trip" }, messageId: "a9" });

    await renameConversation(db, "rust", "Ownership notes");
    expect(ids(await search(service, "ownership"))).toEqual(["rust"]);
    expect(await search(service, "lifetimes")).toEqual([]);

    // A title written by the model does not move updatedAt; the index follows it all the same.
    await replaceTitle(db, "moon", "月光の話", "Moonlight colours");
    expect(ids(await search(service, "moonlight"))).toEqual(["moon"]);
  });

  it("indexes what another tab (another connection) or an import writes, as it is written", async () => {
    const db = await filled();
    const service = serviceOf(db);
    await service.settled();
    const generations: number[] = [];
    service.watch((status) => generations.push(status.generation));
    const before = generations.at(-1)!;

    // Written straight into the tables, as an import does, through a connection of its own.
    const elsewhere = openDatabase(db.name);
    const imported = { id: "imported", title: "Harbour log", createdAt: 20, updatedAt: 20, pinned: false, settings, activeLeafId: "i2", preview: "" };
    await elsewhere.transaction("rw", [elsewhere.conversations, elsewhere.messages], async () => {
      await elsewhere.messages.bulkAdd([userNode("i1", "imported", null, "Tide tables for the estuary", 10), anthropicNode("i2", "imported", "i1", "High water is at noon.", 11)]);
      await elsewhere.conversations.add(imported);
    });
    elsewhere.close();

    // No settled(): the index hears of it by itself, then says so.
    await vi.waitFor(() => expect(generations.at(-1)).toBeGreaterThan(before));
    const answer = await service.search("estuary", nextSeq());
    expect("hits" in answer && ids(answer.hits)).toEqual(["imported"]);
  });

  it("never finds a deleted conversation, from the moment it is deleted; undo brings it back; a purge leaves the index", async () => {
    const db = await filled();
    const service = serviceOf(db);
    expect(ids(await search(service, "borrow"))).toEqual(["rust"]);

    await deleteConversation(db, "rust");
    // Before the index has heard of it (another tab, say): the row is read again for every search.
    expect(await service.search("borrow", nextSeq())).toEqual({ hits: [] });
    expect(await search(service, "borrow")).toEqual([]);

    await restoreConversation(db, "rust");
    expect(ids(await search(service, "borrow"))).toEqual(["rust"]);

    await purgeConversation(db, "rust");
    expect(await search(service, "borrow")).toEqual([]);
    const stored = await loadSnapshot(openSearchIndexDatabase(db.name));
    expect(stored?.stamps.map(([id]) => id).sort()).toEqual(["moon", "trip"]);
  });

  it("drops a hit whose words went with a deleted branch, and indexes it again", async () => {
    const db = await filled();
    await addMessage(db, userNode("u5", "rust", "a1", "And what about a keel?", 6));
    // The branch shown goes back to a1's sibling, so deleting u5 leaves updatedAt as it was.
    await addMessage(db, userNode("u6", "rust", "a1", "Never mind.", 7));
    const service = serviceOf(db);
    expect(ids(await search(service, "keel"))).toEqual(["rust"]);
    await deleteMessageSubtree(db, "u5");
    expect(await search(service, "keel")).toEqual([]);
    await service.settled();
    expect(await search(service, "keel")).toEqual([]);
  });

  it("finds words inside a document sent with a message, naming the document", async () => {
    const db = await filled();
    await createConversation(db, { settings, title: "Quarterly", id: "report" });
    const record = await putAttachment(db, {
      conversationId: "report",
      blob: new Blob(["--- page 1 ---\nThe harbour dues rose by a third."], { type: "text/plain" }),
      name: "dues.pdf",
    });
    await addMessage(db, { ...userNode("u-doc", "report", null, "Summarise", 6), attachments: [attachmentRef(record, { tokens: 12, pages: 1 })] });
    const service = serviceOf(db);
    const [hit] = await search(service, "harbour dues");
    expect(hit).toMatchObject({ conversation: { id: "report" }, messageId: "u-doc", snippet: { text: expect.stringMatching(/^dues\.pdf: .*harbour dues rose/) } });
    expect(marked(hit.snippet!)).toEqual(["harbour", "dues"]);
    expect(ids(await search(service, "dues.pdf"))).toEqual(["report"]);
  });

  it("ranks titles holding every word first, then relevance, then recent activity", async () => {
    const db = freshDb();
    await createConversation(db, { settings, title: "Notes", id: "old" });
    await addMessage(db, userNode("o1", "old", null, "the lantern festival", 1));
    await createConversation(db, { settings, title: "Notes", id: "new" });
    await addMessage(db, userNode("n1", "new", null, "the lantern festival", 2));
    await createConversation(db, { settings, title: "Lantern festival", id: "titled" });
    await createConversation(db, { settings, title: "Notes", id: "often" });
    await addMessage(db, userNode("f1", "often", null, "lantern festival, lantern festival, the lantern festival again", 3));
    await db.conversations.update("old", { updatedAt: 1_000 });
    await db.conversations.update("new", { updatedAt: 2_000 });
    const service = serviceOf(db);
    expect(ids(await search(service, "lantern festival"))).toEqual(["titled", "often", "new", "old"]);
    expect(await search(service, "lantern")).toHaveLength(4);
    const limited = await service.search("lantern", nextSeq());
    expect("hits" in limited && limited.hits).toHaveLength(4);
  });

  it("answers only the newest of searches sent together", async () => {
    const db = await filled();
    const service = serviceOf(db);
    await service.settled();
    const [older, newer] = await Promise.all([service.search("borrow", nextSeq()), service.search("kyoto", nextSeq())]);
    expect(older).toEqual({ superseded: true });
    expect("hits" in newer && ids(newer.hits)).toEqual(["trip"]);
  });

  it("keeps the index between visits, and builds it again when its format has changed or it is lost", async () => {
    const db = await filled();
    const first = serviceOf(db);
    await first.settled();
    const indexDb = openSearchIndexDatabase(db.name);
    const saved = await loadSnapshot(indexDb);
    expect(saved).toMatchObject({ format: SEARCH_INDEX_FORMAT });
    first.close();

    // Indexed while nobody watched: the next visit catches up from the stamps.
    await addMessage(db, userNode("u7", "trip", "a3", "Pack an umbrella", 7));
    const second = serviceOf(db);
    expect(ids(await search(second, "umbrella"))).toEqual(["trip"]);
    second.close();

    // A snapshot of another format is not read: the index is built from the conversations.
    await saveSnapshot(indexDb, { ...saved!, format: SEARCH_INDEX_FORMAT - 1, index: "{}", stamps: [] });
    const third = serviceOf(db);
    expect(ids(await search(third, "umbrella"))).toEqual(["trip"]);
    expect((await loadSnapshot(indexDb))?.format).toBe(SEARCH_INDEX_FORMAT);
    third.close();

    await indexDb.snapshots.clear();
    const fourth = serviceOf(db);
    expect(ids(await search(fourth, "borrow"))).toEqual(["rust"]);
  });

  it("tells how far the index has got", async () => {
    const db = await filled();
    const service = serviceOf(db);
    const seen: Array<{ indexed: number; total: number }> = [];
    service.watch((status) => seen.push({ indexed: status.indexed, total: status.total }));
    await service.settled();
    expect(seen.at(-1)).toEqual({ indexed: 3, total: 3 });
    await deleteConversation(db, "trip");
    await service.settled();
    expect(seen.at(-1)).toEqual({ indexed: 2, total: 2 });
  });
});
