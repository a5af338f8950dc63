import Redis from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { garbageCollected } from "@/lib/server/test-support/garbage-collected";
import { startRedisServer, type RedisServer } from "@/lib/server/test-support/redis-server";
import { createResumableReplies, type ResumableReplies, type ReplyLimits } from "./resumable-replies";
import { createRedisResumableReplies } from "./resumable-replies-redis";

// What every store of resumable replies does, in this process's memory and in a real Redis alike.

let ids = 0;
const newId = () => `reply-id-for-the-tests-${++ids}`;

const text = (value: string) => new TextEncoder().encode(value);
// Sizes that fill a memory log's segments (4 KiB, then 8 KiB) exactly, so that the room it
// reserves is the bytes it holds, and both stores count alike.
const limits = { maxReplyBytes: 12_288, maxTotalBytes: 16_384, maxReplies: 100, ttlMs: 60_000 };

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  let out = "";
  const decoder = new TextDecoder();
  for await (const chunk of body) out += decoder.decode(chunk, { stream: true });
  return out;
}

async function resumeBody(replies: ResumableReplies, id: string, offset: number): Promise<ReadableStream<Uint8Array>> {
  const result = await replies.resume(id, offset);
  if (!result.ok) throw new Error(result.reason);
  return result.body;
}

let server: RedisServer;
let admin: Redis;
const clients: Redis[] = [];
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  server = await startRedisServer();
  admin = new Redis(server.url);
});
afterAll(async () => {
  admin?.disconnect();
  for (const close of closers) await close();
  for (const client of clients) client.disconnect();
  await server?.stop();
});

const backends: Array<[string, (limits: ReplyLimits) => ResumableReplies]> = [
  ["memory", (l) => createResumableReplies(l)],
  [
    "redis",
    (l) => {
      const client = new Redis(server.url);
      clients.push(client);
      const replies = createRedisResumableReplies(client, l);
      closers.push(() => replies.close());
      return replies;
    },
  ],
];

describe.each(backends)("resumable replies in %s", (name, make) => {
  beforeEach(async () => {
    if (name === "redis") await admin.flushall();
  });

  it("give a page that resumes a reply the bytes from its offset, then the rest live, to the end", async () => {
    const replies = make(limits);
    const id = newId();
    expect(await replies.start(id, () => undefined)).toBe(true);
    expect(await replies.start(id, () => undefined)).toBe(false);
    expect(await replies.start("short", () => undefined)).toBe(false);
    replies.append(id, text("event: a\n\n"));
    replies.append(id, text("event: b\n\n"));
    const read = readAll(await resumeBody(replies, id, 5));
    replies.append(id, text("event: c\n\n"));
    await replies.finish(id, "complete");
    expect(await read).toBe(": a\n\nevent: b\n\nevent: c\n\n");
    expect(await readAll(await resumeBody(replies, id, 0))).toBe("event: a\n\nevent: b\n\nevent: c\n\n");
    expect(await replies.state(id)).toBe("complete");
  });

  it("refuse an unknown id, an offset past what was kept, and a reply that outgrew its cap", async () => {
    const replies = make(limits);
    expect(await replies.resume("never-kept-reply-id-000", 0)).toEqual({ ok: false, reason: "unknown" });
    const id = newId();
    await replies.start(id, () => undefined);
    replies.append(id, text("12345"));
    expect(await replies.resume(id, 6)).toEqual({ ok: false, reason: "bad-offset" });
    expect(await replies.resume(id, -1)).toEqual({ ok: false, reason: "bad-offset" });
    replies.append(id, new Uint8Array(12_288));
    expect(await replies.resume(id, 0)).toEqual({ ok: false, reason: "dropped" });
    expect(await replies.heldBytes()).toBe(0);
  });

  it("end a follower with an error when its reply outgrows the cap", async () => {
    const replies = make(limits);
    const id = newId();
    await replies.start(id, () => undefined);
    replies.append(id, text("12345"));
    const read = readAll(await resumeBody(replies, id, 0));
    replies.append(id, new Uint8Array(12_288));
    await expect(read).rejects.toThrow("grew past");
  });

  it("hold no more than their total: the reply that takes them past it is let go", async () => {
    const replies = make(limits);
    const [first, second] = [newId(), newId()];
    await replies.start(first, () => undefined);
    await replies.start(second, () => undefined);
    replies.append(first, new Uint8Array(12_288));
    replies.append(second, new Uint8Array(4_097));
    expect((await replies.resume(first, 0)).ok).toBe(true);
    expect(await replies.resume(second, 0)).toEqual({ ok: false, reason: "dropped" });
    expect(await replies.heldBytes()).toBe(12_288);
  });

  it("keep no new reply while their total is held: it is answered, not kept", async () => {
    const replies = make(limits);
    const [first, second] = [newId(), newId()];
    await replies.start(first, () => undefined);
    await replies.start(second, () => undefined);
    replies.append(first, new Uint8Array(12_288));
    replies.append(second, new Uint8Array(4_096));
    await vi.waitFor(async () => expect(await replies.heldBytes()).toBe(16_384));
    expect(await replies.start(newId(), () => undefined)).toBe(false);
  });

  it("keep no more replies at once than their bound, and keep again once one is forgotten", async () => {
    let now = 2_000_000;
    const replies = make({ ...limits, maxReplies: 3, now: () => now });
    const [first, ...others] = [newId(), newId(), newId()];
    for (const id of [first, ...others]) expect(await replies.start(id, () => undefined)).toBe(true);
    expect(await replies.start(newId(), () => undefined)).toBe(false);
    // A finished reply still counts while it waits to be resumed; once forgotten, it no longer does.
    await replies.finish(first, "complete");
    expect(await replies.start(newId(), () => undefined)).toBe(false);
    now += limits.ttlMs;
    expect(await replies.start(newId(), () => undefined)).toBe(true);
  });

  it("forget a finished reply after its time to live, and give its bytes back", async () => {
    let now = 1_000_000;
    const replies = make({ ...limits, now: () => now });
    const id = newId();
    await replies.start(id, () => undefined);
    replies.append(id, text("x"));
    await replies.finish(id, "complete");
    now += 59_999;
    expect((await replies.resume(id, 1)).ok).toBe(true);
    now += 1;
    expect(await replies.resume(id, 0)).toEqual({ ok: false, reason: "unknown" });
    // The next reply's start sweeps what has expired.
    await replies.start(newId(), () => undefined);
    expect(await replies.heldBytes()).toBe(0);
  });

  it("stop aborts upstream on purpose and ends the reply for whoever follows it", async () => {
    const replies = make(limits);
    const abort = vi.fn();
    const id = newId();
    await replies.start(id, abort);
    replies.append(id, text("partial"));
    const body = await resumeBody(replies, id, 0);
    expect(await replies.stop(id)).toBe(true);
    expect(abort).toHaveBeenCalledOnce();
    await vi.waitFor(async () => expect(await replies.state(id)).toBe("stopped"));
    expect(await readAll(body)).toBe("partial");
    expect(await replies.stop("never-kept-reply-id-000")).toBe(false);
  });

  it("end a follower with an error when upstream breaks off, and refuse to resume that reply", async () => {
    const replies = make(limits);
    const id = newId();
    await replies.start(id, () => undefined);
    replies.append(id, text("part"));
    const read = readAll(await resumeBody(replies, id, 0));
    await replies.finish(id, "failed");
    await expect(read).rejects.toThrow("upstream broke off");
    expect(await replies.resume(id, 0)).toEqual({ ok: false, reason: "failed" });
  });

  it("keep bytes exactly as they came, however they were cut", async () => {
    const replies = make({ ...limits, maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 21 });
    const id = newId();
    await replies.start(id, () => undefined);
    const whole = new Uint8Array(4_096).map((_, i) => (i * 31) % 256);
    for (let at = 0; at < whole.length; at += 97) replies.append(id, whole.subarray(at, at + 97));
    await replies.finish(id, "complete");
    for (const offset of [0, 1, 96, 97, 2_000, 4_096]) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of await resumeBody(replies, id, offset)) chunks.push(chunk);
      expect(Buffer.concat(chunks).equals(Buffer.from(whole.subarray(offset)))).toBe(true);
    }
  });
});

describe("resumable replies in memory", () => {
  it("count the room each reply's log takes, not only the bytes it was sent", async () => {
    const replies = createResumableReplies(limits);
    const ids = [newId(), newId(), newId(), newId(), newId()];
    for (const id of ids) await replies.start(id, () => undefined);
    // One byte takes a whole first segment (4 KiB): four of them fill 16 KiB.
    for (const id of ids) replies.append(id, text("x"));
    expect(await replies.heldBytes()).toBe(16_384);
    expect(await replies.resume(ids[4], 0)).toEqual({ ok: false, reason: "dropped" });
  });

  it("let go of a finished reply's means to stop upstream, which has nothing left to stop", async () => {
    const replies = createResumableReplies(limits);
    const id = newId();
    const stop = new WeakRef(await startWithStop(replies, id));
    replies.append(id, text("done"));
    replies.finish(id, "complete");
    expect(await garbageCollected(stop)).toBe(true);
    expect(replies.stop(id)).toBe(true);
  });
});

/** Starts `id` with a stop of its own (as the gateway's holds its upstream call), handed back. */
async function startWithStop(replies: ResumableReplies, id: string): Promise<() => void> {
  const stop = () => undefined;
  await replies.start(id, stop);
  return stop;
}
