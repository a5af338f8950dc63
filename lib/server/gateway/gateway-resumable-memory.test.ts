import Redis from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createResumableReplies, type ResumableReplies } from "@/lib/server/replies/resumable-replies";
import { createRedisResumableReplies } from "@/lib/server/replies/resumable-replies-redis";
import { garbageCollected } from "@/lib/server/test-support/garbage-collected";
import { startRedisServer, type RedisServer } from "@/lib/server/test-support/redis-server";
import type { RequestChecker } from "./request-check-pool";
import { minimalBody, post, testHandler, testRequestChecker, withTimeout } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// What a resumable reply holds of its request once upstream has it: nothing. Not the body's bytes (up to
// MAX_REQUEST_BYTES each, which the body budget stops counting once upstream has answered), not the
// Request, whether the reply still streams or is finished and waits to be resumed; in memory and
// in Redis alike. Shown by what the garbage collector can take, not by timing.

let up: FakeUpstream;
let redisServer: RedisServer;
let redis: Redis;
beforeAll(async () => {
  up = await startFakeUpstream();
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await up.close();
  redis.disconnect();
  await redisServer.stop();
});
beforeEach(() => up.reset());

const LIMITS = { maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 22, maxReplies: 100, ttlMs: 60_000 };
const EVENTS = Array.from({ length: 20 }, (_, i) => `event: content_block_delta\ndata: {"n":${i}}\n\n`).join("");
let ids = 0;
const newId = () => `kept-reply-memory-test-${++ids}`;

const STORES: Array<[string, () => { replies: ResumableReplies; close: () => Promise<void> }]> = [
  ["in memory", () => ({ replies: createResumableReplies(LIMITS), close: async () => undefined })],
  [
    "in Redis",
    () => {
      const replies = createRedisResumableReplies(redis, { ...LIMITS, log: () => undefined });
      return { replies, close: () => replies.close() };
    },
  ],
];

/** A gateway that notes (weakly) the body bytes it sends upstream. */
function gatewayWith(replies: ResumableReplies) {
  const sent: { bytes?: WeakRef<Uint8Array> } = {};
  const check: RequestChecker = async (protocol, bytes, demo) => {
    const checked = await testRequestChecker(protocol, bytes, demo);
    sent.bytes = new WeakRef(checked.bytes);
    return checked;
  };
  const outlived: Promise<unknown>[] = [];
  const gateway = testHandler("anthropic", { EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" }, {
    replies,
    check,
    outlive: (work) => void outlived.push(work),
  });
  return { gateway, sent, outlived };
}

/** Sends a large resumable request; only a WeakRef to it stays here. */
async function sendKept(gateway: ReturnType<typeof gatewayWith>["gateway"], id: string) {
  const body = JSON.stringify(minimalBody("anthropic", { stream: true, system: "x".repeat(256 * 1024) }));
  const request = post("anthropic", body, { headers: { "x-moonlit-resume-id": id } });
  const requestRef = new WeakRef(request);
  const response = await gateway(request);
  return { response, requestRef };
}

describe("the body sent upstream, let go of once written", () => {
  it("goes as the same bytes, with their Content-Length (not chunked)", async () => {
    const { replies } = STORES[0][1]();
    const { gateway } = gatewayWith(replies);
    up.enqueue({ kind: "sse", body: EVENTS });
    const body = JSON.stringify(minimalBody("anthropic", { stream: true, system: "é".repeat(100_000) }));
    await (await gateway(post("anthropic", body, { headers: { "x-moonlit-resume-id": newId() } }))).arrayBuffer();
    const [sent] = up.requests;
    expect(sent.body.equals(Buffer.from(body))).toBe(true);
    expect(sent.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(sent.headers["transfer-encoding"]).toBeUndefined();
  });
});

describe.each(STORES)("a resumable reply %s", (_, makeStore) => {
  it("holds neither the request nor its body while it streams, its page gone", async () => {
    const { replies, close } = makeStore();
    const { gateway, sent } = gatewayWith(replies);
    const id = newId();
    up.enqueue({ kind: "sse", body: EVENTS, keepOpen: true });
    const { response, requestRef } = await sendKept(gateway, id);
    expect(response.headers.get("x-moonlit-resume-id")).toBe(id);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();

    expect(await replies.state(id)).toBe("streaming");
    expect(await garbageCollected(sent.bytes!)).toBe(true);
    expect(await garbageCollected(requestRef)).toBe(true);

    expect(await replies.stop(id)).toBe(true);
    await withTimeout(up.requests[0].closed);
    await close();
  });

  it("holds neither once it has ended and waits to be resumed", async () => {
    const { replies, close } = makeStore();
    const { gateway, sent, outlived } = gatewayWith(replies);
    const id = newId();
    up.enqueue({ kind: "sse", body: EVENTS });
    const { response, requestRef } = await sendKept(gateway, id);
    await response.arrayBuffer();
    await withTimeout(outlived[0]);
    expect(await replies.state(id)).toBe("complete");

    expect(await garbageCollected(sent.bytes!)).toBe(true);
    expect(await garbageCollected(requestRef)).toBe(true);
    await close();
  });
});
