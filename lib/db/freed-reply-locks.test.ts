import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConversation } from "./conversations";
import { createFakeLocks } from "./test-support/fake-locks";
import { watchFreedReplyLocks } from "./freed-reply-locks";
import { addMessage, updateMessage } from "./messages";
import { holdReplyLock, replyLockName, type Locks } from "./reply-locks";
import { anthropicNode, settings, userNode } from "./test-support/stored-nodes";
import { freshDb } from "./test-support/fresh-db";

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function conversation() {
  const db = freshDb();
  await createConversation(db, { settings, title: "t", id: "c" });
  await addMessage(db, userNode("u", "c", null, "hi", 1));
  return db;
}

const streamingRow = (id: string) => ({ ...anthropicNode(id, "c", "u", "", 2, "streaming"), resumeId: `r-${id}` });

/** The replies this tab waits for, as the lock manager lists them. */
async function waitedFor(locks: Locks): Promise<string[]> {
  return ((await locks.query()).pending ?? []).map((lock) => lock.name ?? "");
}

function watch(db: Awaited<ReturnType<typeof conversation>>, locks: Locks, onFreed = vi.fn(() => Promise.resolve())) {
  stops.push(watchFreedReplyLocks(db, onFreed, locks));
  return onFreed;
}

describe("reply locks freed by a tab that goes", () => {
  it("a reply another tab writes is waited for, and told of once that tab lets it go", async () => {
    const db = await conversation();
    const locks = createFakeLocks();
    const otherTab = await holdReplyLock(locks, "a");
    await addMessage(db, streamingRow("a"));
    const onFreed = watch(db, locks);

    await expect.poll(() => waitedFor(locks)).toEqual([replyLockName("a")]);
    expect(onFreed).not.toHaveBeenCalled();
    otherTab();
    await expect.poll(() => onFreed.mock.calls.length).toBe(1);
  });

  it("a reply that starts in another tab after the watch began is waited for too", async () => {
    const db = await conversation();
    const locks = createFakeLocks();
    const onFreed = watch(db, locks);
    // As a tab starts a reply: its lock first, then its row.
    const otherTab = await holdReplyLock(locks, "b");
    await addMessage(db, streamingRow("b"));

    await expect.poll(() => waitedFor(locks)).toEqual([replyLockName("b")]);
    otherTab();
    await expect.poll(() => onFreed.mock.calls.length).toBe(1);
  });

  it("a reply the other tab ends is no longer waited for", async () => {
    const db = await conversation();
    const locks = createFakeLocks();
    const otherTab = await holdReplyLock(locks, "a");
    await addMessage(db, streamingRow("a"));
    const onFreed = watch(db, locks);
    await expect.poll(() => waitedFor(locks)).toHaveLength(1);

    await updateMessage(db, anthropicNode("a", "c", "u", "done", 2, "complete"));
    await expect.poll(() => waitedFor(locks)).toEqual([]);
    otherTab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFreed).not.toHaveBeenCalled();
  });

  it("a reply no tab holds is left alone, not waited for over and over", async () => {
    const db = await conversation();
    const locks = createFakeLocks();
    await addMessage(db, streamingRow("a"));
    const onFreed = watch(db, locks);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFreed).not.toHaveBeenCalled();
    expect(await waitedFor(locks)).toEqual([]);
  });

  it("a reply a third tab claims first is waited for again, and told of when that tab goes too", async () => {
    const db = await conversation();
    const locks = createFakeLocks();
    const firstTab = await holdReplyLock(locks, "a");
    await addMessage(db, streamingRow("a"));
    let thirdTab: () => void = () => undefined;
    const onFreed = watch(
      db,
      locks,
      vi.fn(async () => {
        // Another tab claims the reply first, before this one can resume it.
        if (onFreed.mock.calls.length === 1) thirdTab = await holdReplyLock(locks, "a");
      }),
    );
    await expect.poll(() => waitedFor(locks)).toHaveLength(1);

    firstTab();
    await expect.poll(() => onFreed.mock.calls.length).toBe(1);
    await expect.poll(() => waitedFor(locks)).toEqual([replyLockName("a")]);
    thirdTab();
    await expect.poll(() => onFreed.mock.calls.length).toBe(2);
  });

  it("stopping drops every wait", async () => {
    const db = await conversation();
    const locks = createFakeLocks();
    const otherTab = await holdReplyLock(locks, "a");
    await addMessage(db, streamingRow("a"));
    const onFreed = vi.fn(() => Promise.resolve());
    const stop = watchFreedReplyLocks(db, onFreed, locks);
    await expect.poll(() => waitedFor(locks)).toHaveLength(1);

    stop();
    expect(await waitedFor(locks)).toEqual([]);
    otherTab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFreed).not.toHaveBeenCalled();
  });

  it("where the browser has no Web Locks, there is nothing to watch", async () => {
    const db = await conversation();
    const stop = watchFreedReplyLocks(db, () => Promise.resolve(), null);
    expect(stop).toBeTypeOf("function");
    stop();
  });
});
