import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { createConversation } from "./conversations";
import { importJson } from "./import";
import { exportAll } from "./test-support/json-export";
import { addMessage } from "./messages";
import { loadSnapshot, openSearchIndexDatabase } from "./search-index/index-store";
import { closeSearchServices, filled, ids, marked, nextSeq, search, serviceOf } from "./test-support/search";
import { freshDb } from "./test-support/fresh-db";
import { settings, userNode } from "./test-support/stored-nodes";

afterEach(closeSearchServices);

async function harbour() {
  const db = freshDb();
  await createConversation(db, { settings, title: "Estuary", id: "together" });
  await addMessage(db, userNode("t1", "together", null, "Where are the tide tables for the estuary?", 1));
  await createConversation(db, { settings, title: "Estuary", id: "apart" });
  await addMessage(db, userNode("p1", "apart", null, "The tables turned when the tide came in.", 2));
  return db;
}

describe("search phrases", () => {
  it("finds quoted words only where they stand together, and marks the phrase whole", async () => {
    const service = serviceOf(await harbour());
    expect(ids(await search(service, "tide tables")).sort()).toEqual(["apart", "together"]);
    const hits = await search(service, '"tide tables"');
    expect(ids(hits)).toEqual(["together"]);
    expect(marked(hits[0].snippet!)).toEqual(["tide tables"]);
    // As it is typed: the closing quote is not there yet, the last word is a prefix.
    expect(ids(await search(service, '"tide tab'))).toEqual(["together"]);
    // A phrase beside loose words: each loose word anywhere, the phrase together.
    const mixed = await search(service, 'estuary "tide tables"');
    expect(ids(mixed)).toEqual(["together"]);
    expect(marked(mixed[0].snippet!)).toEqual(["tide tables", "estuary"]);
  });

  it("fills the list past candidates whose words stand apart", async () => {
    const db = freshDb();
    // Ranked above the one that holds the phrase (they say the words more often), more than a page of them.
    for (let i = 0; i < 12; i++) {
      await createConversation(db, { settings, title: `Apart ${i}`, id: `apart-${i}` });
      await addMessage(db, userNode(`a${i}`, `apart-${i}`, null, "tables, tables of the tide; tide", 10 + i));
    }
    await createConversation(db, { settings, title: "Together", id: "together" });
    await addMessage(db, userNode("t", "together", null, "the tide tables", 1));
    const service = serviceOf(db);
    await service.settled();
    const answer = await service.search('"tide tables"', nextSeq(), { limit: 5 });
    expect("hits" in answer && ids(answer.hits)).toEqual(["together"]);
  });
});

describe("searching thinking", () => {
  it("leaves thinking out unless asked, and then says the excerpt is of the thinking", async () => {
    const service = serviceOf(await filled());
    expect(await search(service, "let me search")).toEqual([]);
    const [hit] = await search(service, "let me search", { thinking: true });
    expect(hit).toMatchObject({ conversation: { id: "moon" }, messageId: "a2", inThinking: true });
    expect(marked(hit.snippet!)).toEqual(["Let", "me", "search"]);
    // What was said is still found, and not as thinking.
    const [said] = await search(service, "borrow", { thinking: true });
    expect(said).toMatchObject({ messageId: "u1", inThinking: false });
  });

  it("keeps thinking out of the saved index until it is searched, and out again once it is not", async () => {
    const db = await filled();
    const service = serviceOf(db);
    const savedTerms = async () => (await loadSnapshot(openSearchIndexDatabase(db.name)))!.index;
    await search(service, "kyoto");
    expect(await savedTerms()).not.toContain('"二行"');
    await search(service, "kyoto", { thinking: true });
    expect(await savedTerms()).toContain('"二行"');
    await search(service, "kyoto");
    expect(await savedTerms()).not.toContain('"二行"');
  });
});

describe("search after an import that merges", () => {
  it("finds messages an import added to a conversation it kept as it was", async () => {
    const source = freshDb();
    await createConversation(source, { settings, title: "Ferries", id: "c" });
    await addMessage(source, userNode("m1", "c", null, "Which ferry goes to Osaka?", 1));
    const before = await exportAll(source);
    await addMessage(source, userNode("m2", "c", "m1", "And the hydrofoil?", 2));
    const after = await exportAll(source);

    const db = freshDb();
    await importJson(db, before);
    const service = serviceOf(db);
    expect(ids(await search(service, "ferry"))).toEqual(["c"]);
    // The same conversation, no newer: its row is kept, but the branch's message is added.
    const row = after.conversations.find((conversation) => conversation.id === "c")!;
    const summary = await importJson(db, { ...after, conversations: [{ ...row, updatedAt: before.conversations[0].updatedAt }] });
    expect(summary).toMatchObject({ conversations: { skipped: 1 }, messages: { added: 1 } });
    expect(ids(await search(service, "hydrofoil"))).toEqual(["c"]);
  });
});
