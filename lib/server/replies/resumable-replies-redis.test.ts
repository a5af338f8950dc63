import Redis from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedisServer, type RedisServer } from "@/lib/server/test-support/redis-server";
import { createRedisResumableReplies, type RedisResumableReplies, type RedisReplyOptions } from "./resumable-replies-redis";

// Resumable replies in a real Redis, as a deployment's instances share them: each "instance" here is a
// store on its own connection, as two server processes would have.

const limits = { maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 22, maxReplies: 100, ttlMs: 60_000 };
let ids = 0;
const newId = () => `redis-reply-id-for-tests-${++ids}`;
const text = (value: string) => new TextEncoder().encode(value);

let server: RedisServer;
let admin: Redis;
const opened: Array<{ client: Redis; replies: RedisResumableReplies }> = [];

beforeAll(async () => {
  server = await startRedisServer();
  admin = new Redis(server.url);
});
afterEach(async () => {
  for (const { client, replies } of opened.splice(0)) {
    await replies.close();
    client.disconnect();
  }
  await admin.flushall();
});
afterAll(async () => {
  admin?.disconnect();
  await server?.stop();
});

function instance(options: Partial<RedisReplyOptions> = {}, url = server.url): RedisResumableReplies {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on("error", () => undefined);
  const replies = createRedisResumableReplies(client, { ...limits, log: () => undefined, ...options });
  opened.push({ client, replies });
  return replies;
}

async function resumeBody(replies: RedisResumableReplies, id: string, offset: number): Promise<ReadableStream<Uint8Array>> {
  const result = await replies.resume(id, offset);
  if (!result.ok) throw new Error(result.reason);
  return result.body;
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  let out = "";
  const decoder = new TextDecoder();
  for await (const chunk of body) out += decoder.decode(chunk, { stream: true });
  return out;
}

/** Connections open to Redis, ours included. */
const connections = async () => String(await admin.client("LIST")).trim().split("\n").length;

describe("resumable replies in Redis, across instances", () => {
  it("resume a reply produced on one instance through another, live and byte for byte", async () => {
    const [producer, other] = [instance(), instance()];
    const id = newId();
    await producer.start(id, () => undefined);
    const events = Array.from({ length: 60 }, (_, i) => `event: delta\ndata: {"text":"ü${i}€"}\n\n`);
    const whole = events.join("");
    const bytes = text(whole);
    // Cut anywhere, even inside a character: the bytes, not the text, are kept.
    producer.append(id, bytes.subarray(0, 301));
    await vi.waitFor(async () => expect(await other.state(id)).toBe("streaming"));
    const resumed = readAll(await resumeBody(other, id, 150));
    for (let at = 301; at < bytes.length; at += 77) producer.append(id, bytes.subarray(at, at + 77));
    await producer.finish(id, "complete");
    expect(await resumed).toBe(new TextDecoder().decode(bytes.subarray(150)));
    expect(await readAll(await resumeBody(other, id, 0))).toBe(whole);
  });

  it("follow many pages over one connection per instance, not one each", async () => {
    const [producer, other] = [instance(), instance()];
    const id = newId();
    await producer.start(id, () => undefined);
    producer.append(id, text("first\n"));
    const before = await connections();
    const bodies = await Promise.all(Array.from({ length: 40 }, () => resumeBody(other, id, 0)));
    const pages = bodies.map(readAll);
    producer.append(id, text("second\n"));
    await producer.finish(id, "complete");
    // The other instance's client, its reading connection: at most two more than before the pages came.
    expect(await connections()).toBeLessThanOrEqual(before + 1);
    expect(new Set(await Promise.all(pages))).toEqual(new Set(["first\nsecond\n"]));
  });

  it("stop asked of another instance aborts the producer's upstream and ends its followers", async () => {
    const [producer, other] = [instance(), instance()];
    const abort = vi.fn();
    const id = newId();
    await producer.start(id, abort);
    producer.append(id, text("partial"));
    const follower = readAll(await resumeBody(other, id, 0));
    expect(await other.stop(id)).toBe(true);
    await vi.waitFor(() => expect(abort).toHaveBeenCalledOnce());
    expect(await follower).toBe("partial");
    expect(await other.state(id)).toBe("stopped");
    expect(await other.stop("never-kept-reply-id-000")).toBe(false);
  });

  it("say a reply is abandoned once its producer stopped renewing its lease (a crashed instance)", async () => {
    let now = 5_000_000;
    const producer = instance({ leaseMs: 300, now: () => now });
    const other = instance({ leaseMs: 300, now: () => now });
    const id = newId();
    await producer.start(id, () => undefined);
    producer.append(id, text("half a reply"));
    const follower = readAll(await resumeBody(other, id, 0));
    // The producer dies: it renews nothing more, and its clock (ours) moves past the lease.
    await producer.close();
    now += 301;
    await expect(follower).rejects.toThrow("stopped before it ended");
    expect(await other.resume(id, 0)).toEqual({ ok: false, reason: "abandoned" });
  });

  it("keep a living producer's lease renewed", async () => {
    const producer = instance({ leaseMs: 300 });
    const id = newId();
    await producer.start(id, () => undefined);
    const lease = Number(await admin.hget(`moonlit:replies:${id}`, "lease"));
    await vi.waitFor(async () => expect(Number(await admin.hget(`moonlit:replies:${id}`, "lease"))).toBeGreaterThan(lease), { timeout: 3_000 });
    expect((await instance({ leaseMs: 300 }).resume(id, 0)).ok).toBe(true);
  });

  it("free a finished reply's keys when its time to live ends, and while streaming bound them by a safety TTL", async () => {
    const producer = instance({ ttlMs: 60_000, safetyMs: 120_000 });
    const id = newId();
    await producer.start(id, () => undefined);
    producer.append(id, text("x"));
    await vi.waitFor(async () => expect(await admin.exists(`moonlit:replies:${id}:events`)).toBe(1));
    expect(await admin.pttl(`moonlit:replies:${id}`)).toBeGreaterThan(100_000);
    expect(await admin.pttl(`moonlit:replies:${id}:events`)).toBeGreaterThan(100_000);
    await producer.finish(id, "complete");
    expect(await admin.pttl(`moonlit:replies:${id}`)).toBeLessThanOrEqual(60_000);
    expect(await admin.pttl(`moonlit:replies:${id}:events`)).toBeLessThanOrEqual(60_000);
  });

  it("keep replies again once the subscription for Stop, refused before, goes through", async () => {
    // A user refused every channel: the instance cannot hear Stop, so it keeps nothing.
    const port = server.url.slice(server.url.lastIndexOf(":") + 1);
    await admin.call("ACL", "SETUSER", "no-pubsub", "on", ">secret", "~*", "+@all", "resetchannels");
    try {
      const producer = instance({}, `redis://no-pubsub:secret@127.0.0.1:${port}`);
      expect(await producer.start(newId(), () => undefined)).toBe(false);
      await admin.call("ACL", "SETUSER", "no-pubsub", "allchannels");
      expect(await producer.start(newId(), () => undefined)).toBe(true);
    } finally {
      await admin.call("ACL", "DELUSER", "no-pubsub");
    }
  });

  it("refuse to keep a reply, quickly and said once, while Redis cannot be reached", async () => {
    const log = vi.fn();
    const unreachable = instance({ startTimeoutMs: 300, log }, "redis://127.0.0.1:1");
    expect(await unreachable.start(newId(), () => undefined)).toBe(false);
    expect(await unreachable.start(newId(), () => undefined)).toBe(false);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0][0]).toContain("relayed without being kept");
  });
});
