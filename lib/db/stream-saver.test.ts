import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getConversation } from "./conversations";
import { getMessage } from "./messages";
import type { StorageError } from "./storage-error";
import { createStreamSaver } from "./stream-saver";
import { streamingReply as streaming } from "./test-support/streaming-reply";
import { anthropicNode } from "./test-support/stored-nodes";

// fake-indexeddb schedules with setImmediate, so only the saver's setTimeout is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});


/** Counts transactions and lets a test hold them at a gate, to see whether writes overlap. */
function watchWrites(db: Awaited<ReturnType<typeof streaming>>["db"]) {
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const stats = { started: 0, active: 0, maxActive: 0 };
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  vi.spyOn(db, "transaction").mockImplementation((async (...args: unknown[]) => {
    stats.started++;
    stats.active++;
    stats.maxActive = Math.max(stats.maxActive, stats.active);
    try {
      await gate;
      return await original(...args);
    } finally {
      stats.active--;
    }
  }) as never);
  return {
    stats,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = Promise.resolve();
    },
  };
}

/** What a reload would find: the latest batch (in `partials`) or else the message row. */
const text = async (db: Awaited<ReturnType<typeof streaming>>["db"]) => {
  const stored = (await db.partials.get("a")) ?? (await getMessage(db, "a"));
  return stored?.role === "assistant" && stored.turn.protocol === "anthropic" ? stored.turn.message.content[0] : undefined;
};

describe("createStreamSaver", () => {
  it("batches many updates into one write per interval", async () => {
    const { db, node } = await streaming();
    const writes = watchWrites(db);
    const saver = createStreamSaver(db, "a", { intervalMs: 300 });
    for (let i = 1; i <= 50; i++) saver.update(node("x".repeat(i)));
    expect(writes.stats.started).toBe(0);

    await vi.advanceTimersByTimeAsync(299);
    expect(writes.stats.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await text(db)).toMatchObject({ text: "x".repeat(50) }));
    expect(writes.stats.started).toBe(1);

    // Nothing new: the timer stays off.
    await vi.advanceTimersByTimeAsync(3000);
    expect(writes.stats.started).toBe(1);
  });

  it("never has two writes in flight, and writes the latest node when the slow one ends", async () => {
    const { db, node } = await streaming();
    const writes = watchWrites(db);
    const saver = createStreamSaver(db, "a", { intervalMs: 100 });
    writes.hold();
    saver.update(node("one"));
    await vi.advanceTimersByTimeAsync(100);
    expect(writes.stats.started).toBe(1);

    for (const t of ["two", "three", "four"]) {
      saver.update(node(t));
      await vi.advanceTimersByTimeAsync(100);
    }
    const flushed = saver.flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(writes.stats.started).toBe(1);

    writes.release();
    await flushed;
    expect(await text(db)).toMatchObject({ text: "four" });
    expect(writes.stats.maxActive).toBe(1);
    expect(writes.stats.started).toBe(2);
  });

  it("finish writes once, updates the conversation, and stops", async () => {
    const { db, node } = await streaming();
    const saver = createStreamSaver(db, "a");
    saver.update(node("partial"));
    await saver.finish(node("The whole answer.", "complete"));
    expect(await getMessage(db, "a")).toMatchObject({ status: "complete" });
    expect(await db.partials.get("a")).toBeUndefined();
    expect(await getConversation(db, "c")).toMatchObject({ preview: "The whole answer." });

    const writes = watchWrites(db);
    saver.update(node("late event"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes.stats.started).toBe(0);
    expect(await text(db)).toMatchObject({ text: "The whole answer." });
  });

  it("refuses a node for another message", async () => {
    const { db } = await streaming();
    const saver = createStreamSaver(db, "a");
    expect(() => saver.update(anthropicNode("b", "c", "u", "", 3))).toThrow("not b");
  });

  it("reports a failed timer write as a StorageError and retries it later", async () => {
    const { db, node } = await streaming();
    const errors: StorageError[] = [];
    const saver = createStreamSaver(db, "a", { intervalMs: 50, onError: (e) => errors.push(e) });
    const put = vi.spyOn(db.partials, "put").mockRejectedValue(new DOMException("full", "QuotaExceededError"));
    saver.update(node("lost for now"));
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0].kind).toBe("quota");
    // Still full: the later batches fail too, but the person is told once, not every interval.
    saver.update(node("lost for now"));
    await vi.advanceTimersByTimeAsync(500);
    expect(put.mock.calls.length).toBeGreaterThan(1);
    expect(errors).toHaveLength(1);

    put.mockRestore();
    await saver.flush();
    expect(await text(db)).toMatchObject({ text: "lost for now" });
  });

  it("does not recreate a message whose conversation was purged mid-stream", async () => {
    const { db, node } = await streaming();
    const saver = createStreamSaver(db, "a");
    await db.conversations.delete("c");
    await db.messages.delete("a");
    saver.update(node("orphan"));
    await saver.flush();
    expect(await getMessage(db, "a")).toBeUndefined();
    expect(await db.partials.get("a")).toBeUndefined();
  });

  it("keeps the batches away from the messages table until the reply ends", async () => {
    const { db, node } = await streaming();
    const before = await getMessage(db, "a");
    const saver = createStreamSaver(db, "a");
    saver.update(node("streaming text"));
    await saver.flush();
    expect(await getMessage(db, "a")).toEqual(before);
    await saver.finish(node("streaming text, done", "complete"));
    expect(await text(db)).toMatchObject({ text: "streaming text, done" });
  });
});
