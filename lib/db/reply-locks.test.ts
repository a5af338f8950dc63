import { describe, expect, it } from "vitest";
import { createFakeLocks } from "./test-support/fake-locks";
import { heldReplyIds, holdReplyLock, replyLockName, tryHoldReplyLock } from "./reply-locks";

describe("reply locks", () => {
  it("a held reply is listed until it is released", async () => {
    const locks = createFakeLocks();
    const release = await holdReplyLock(locks, "m1");
    expect(await heldReplyIds(locks)).toEqual(new Set(["m1"]));
    const taken = await locks.request(replyLockName("m1"), { ifAvailable: true }, (lock) => lock);
    expect(taken).toBeNull();
    release();
    await expect.poll(async () => (await heldReplyIds(locks)).size).toBe(0);
  });

  it("ignores locks that are not replies", async () => {
    const locks = createFakeLocks();
    void locks.request("other", () => new Promise(() => undefined));
    await holdReplyLock(locks, "m2");
    expect(await heldReplyIds(locks)).toEqual(new Set(["m2"]));
  });

  it("without the Web Locks API nothing is held and holding is a no-op", async () => {
    const release = await holdReplyLock(null, "m3");
    release();
    expect(await heldReplyIds(null)).toEqual(new Set());
  });

  it("taking a lock only if free gets it once: a second try, from any tab, is told no", async () => {
    const locks = createFakeLocks();
    const release = await tryHoldReplyLock(locks, "m4");
    expect(release).toBeTypeOf("function");
    expect(await tryHoldReplyLock(locks, "m4")).toBeNull();
    release!();
    await expect.poll(async () => (await heldReplyIds(locks)).size).toBe(0);
    expect(await tryHoldReplyLock(locks, "m4")).toBeTypeOf("function");
  });
});
