import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantNode } from "@/lib/protocol/message";
import { createFakeLocks } from "./test-support/fake-locks";
import { addMessage, getMessage } from "./messages";
import { heldReplyIds, holdReplyLock } from "./reply-locks";
import { createStreamSaver } from "./stream-saver";
import { hasRepliesToResume, markInterruptedStreams, streamingReplies } from "./streaming-replies";
import { streamingReply as streaming } from "./test-support/streaming-reply";
import { anthropicNode } from "./test-support/stored-nodes";

// fake-indexeddb schedules with setImmediate, so only the saver's setTimeout is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});


/** What a reload would find: the latest batch (in `partials`) or else the message row. */
const text = async (db: Awaited<ReturnType<typeof streaming>>["db"]) => {
  const stored = (await db.partials.get("a")) ?? (await getMessage(db, "a"));
  return stored?.role === "assistant" && stored.turn.protocol === "anthropic" ? stored.turn.message.content[0] : undefined;
};

describe("streamingReplies", () => {
  it("finds the rows still streaming, and only those", async () => {
    const { db } = await streaming();
    await addMessage(db, anthropicNode("b", "c", "u", "done", 3, "complete"));
    expect(await streamingReplies(db).primaryKeys()).toEqual(["a"]);
  });
});

describe("hasRepliesToResume", () => {
  it("is true only while a reply left streaming has a resume id", async () => {
    const { db } = await streaming();
    expect(await hasRepliesToResume(db)).toBe(false);
    const row: AssistantNode = { ...((await getMessage(db, "a")) as AssistantNode), resumeId: "reply-id-for-the-tests-2" };
    await db.messages.put(row);
    expect(await hasRepliesToResume(db)).toBe(true);
  });
});

describe("markInterruptedStreams", () => {
  it("turns leftover streaming turns into interrupted ones and keeps their text", async () => {
    const { db, node } = await streaming();
    const saver = createStreamSaver(db, "a");
    saver.update(node("half an ans"));
    await saver.flush();
    expect(await markInterruptedStreams(db)).toBe(1);
    expect(await getMessage(db, "a")).toMatchObject({ status: "interrupted" });
    expect(await text(db)).toMatchObject({ text: "half an ans" });
    expect(await db.partials.count()).toBe(0);
    expect(await markInterruptedStreams(db)).toBe(0);
  });

  it("leaves a turn alone while another tab holds its lock, and marks it once the lock is gone", async () => {
    const { db, node } = await streaming();
    const locks = createFakeLocks();
    const release = await holdReplyLock(locks, "a");
    const saver = createStreamSaver(db, "a");
    saver.update(node("still coming"));
    await saver.flush();
    expect(await markInterruptedStreams(db, locks)).toBe(0);
    expect(await getMessage(db, "a")).toMatchObject({ status: "streaming" });
    expect(await db.partials.count()).toBe(1);
    // The writing tab crashed: the browser frees its lock.
    release();
    await vi.waitFor(async () => expect((await heldReplyIds(locks)).size).toBe(0));
    expect(await markInterruptedStreams(db, locks)).toBe(1);
    expect(await text(db)).toMatchObject({ text: "still coming" });
    expect(await db.partials.count()).toBe(0);
  });

  it("leaves a resumable reply streaming for the engine to resume, showing its last batch meanwhile", async () => {
    const { db, node } = await streaming();
    const resumeId = "reply-id-for-the-tests-1";
    const row: AssistantNode = { ...((await getMessage(db, "a")) as AssistantNode), resumeId };
    await db.messages.put(row);
    await db.partials.put({ ...node("half a rep"), resumeId });
    expect(await markInterruptedStreams(db)).toBe(0);
    expect(await getMessage(db, "a")).toMatchObject({ status: "streaming", resumeId });
    expect(await text(db)).toMatchObject({ text: "half a rep" });
    expect(await db.partials.count()).toBe(1);
  });
});
