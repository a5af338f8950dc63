import "server-only";
import type Redis from "ioredis";
import type { ResumableReplies, ResumeResult, ReplyLimits, ReplyState } from "./resumable-replies";
import { RESUME_ID_PATTERN } from "./resumable-replies";
import { eventsKey, HELD_KEY, metaKey, replyScripts, STOP_CHANNEL } from "./redis-reply-scripts";
import { createStreamFollower, toEntries, type StreamEntry } from "./redis-stream-follower";
import { errorMessage } from "@/lib/async/error-message";
import { loadOnce } from "@/lib/async/load-once";

// Resumable replies in Redis Streams (REDIS_URL), so that a reply can be resumed through any
// instance of a deployment: the instance that relays it (its producer) appends each chunk as it comes,
// pipelined, and a page that lost its stream resumes it through whichever instance it reaches, which
// reads the stream from the page's offset and then follows it live. Stop reaches the producer through pub/sub.
// A producer renews its lease while it reads; one that died (a crash) leaves a reply that says so
// once its lease has run out, instead of one that never ends.

export interface RedisReplyOptions extends ReplyLimits {
  /** How long a producer that stopped renewing is taken to be alive. */
  leaseMs?: number;
  /** How long a streaming reply's keys live without renewal (a dead producer's are freed then). */
  safetyMs?: number;
  /** How long starting may take before the reply is relayed without being kept. */
  startTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface RedisResumableReplies extends ResumableReplies {
  /** Lets this store's connections and timers go (tests, shutdown); the client is the caller's. */
  close(): Promise<void>;
}

const PAGE = 512;

/** What this instance produces: the means to stop it, and the last write, to finish after it. */
interface Producing {
  stop: () => void;
  written: Promise<unknown>;
  broken: boolean;
}

export function createRedisResumableReplies(redis: Redis, options: RedisReplyOptions): RedisResumableReplies {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 15_000;
  const safetyMs = options.safetyMs ?? Math.max(options.ttlMs, 4 * leaseMs);
  const startTimeoutMs = options.startTimeoutMs ?? 2_000;
  const log = options.log ?? console.error;
  const scripts = replyScripts(redis);
  const follower = createStreamFollower(redis, { checkEveryMs: Math.min(5_000, leaseMs) });
  const producing = new Map<string, Producing>();
  let subscriber: Redis | undefined;
  let renewing: ReturnType<typeof setInterval> | null = null;
  let reportedOutage = false;

  const reportOutage = (error: unknown) => {
    if (reportedOutage) return;
    reportedOutage = true;
    log(`[moonlit] replies: Redis cannot keep replies (${errorMessage(error)}); they are relayed without being kept until it is back.`);
  };

  // Stop may be asked of any instance; the producer hears it here: one subscription per instance,
  // tried again by the next reply after a failure (else no reply would be kept until a restart).
  const subscription = () =>
    loadOnce(async () => {
      const connection = (subscriber = redis.duplicate());
      connection.on("error", () => undefined);
      connection.on("message", (_channel: string, id: string) => void stopHere(id));
      try {
        await connection.subscribe(STOP_CHANNEL);
      } catch (error) {
        connection.disconnect();
        throw error;
      }
      return connection;
    });
  let listenForStops = subscription();

  const stopHere = async (id: string): Promise<boolean> => {
    const reply = producing.get(id);
    if (!reply) return false;
    reply.stop();
    await finish(id, "stopped");
    return true;
  };

  // While this instance produces replies, their leases and safety TTLs move on.
  const renewLeases = () => {
    renewing ??= setInterval(() => {
      if (producing.size === 0) {
        clearInterval(renewing!);
        renewing = null;
        return;
      }
      for (const [id, reply] of producing) if (!reply.broken) scripts.renew(id, now(), leaseMs, safetyMs).catch(() => undefined);
    }, leaseMs / 3);
    renewing.unref?.();
  };

  async function finish(id: string, state: Exclude<ReplyState, "streaming">): Promise<void> {
    const reply = producing.get(id);
    if (!reply) return;
    producing.delete(id);
    await reply.written;
    // A reply some of whose bytes were lost cannot be resumed: its lease runs out instead.
    if (!reply.broken) await scripts.finish(id, state, now(), options.ttlMs).catch(reportOutage);
  }

  return {
    async start(id, stop) {
      if (!RESUME_ID_PATTERN.test(id) || producing.has(id)) return false;
      try {
        const started = await withTimeout(
          (async () => {
            await listenForStops();
            return scripts.start(id, now(), leaseMs, safetyMs, options.maxReplies, options.maxTotalBytes);
          })(),
          startTimeoutMs,
        );
        // Taken, or full (see resumable-replies.ts): relayed without being resumable.
        if (started !== 1) return false;
      } catch (error) {
        reportOutage(error);
        return false;
      }
      reportedOutage = false;
      producing.set(id, { stop, written: Promise.resolve(), broken: false });
      renewLeases();
      return true;
    },

    append(id, chunk) {
      const reply = producing.get(id);
      if (!reply || reply.broken) return;
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      // Not awaited: the client sends commands in order on one connection, so appends stay in order.
      reply.written = scripts.append(id, bytes, options.maxReplyBytes, options.maxTotalBytes, safetyMs).catch((error: unknown) => {
        reply.broken = true;
        reportOutage(error);
      });
    },

    finish,

    async resume(id, offset): Promise<ResumeResult> {
      const meta = await redis.hgetall(metaKey(id));
      const at = now();
      if (!meta.state || (meta.until !== undefined && Number(meta.until) <= at)) return { ok: false, reason: "unknown" };
      if (meta.dropped === "1") return { ok: false, reason: "dropped" };
      if (meta.state === "failed") return { ok: false, reason: "failed" };
      if (meta.state === "streaming" && Number(meta.lease) <= at) return { ok: false, reason: "abandoned" };
      if (!Number.isInteger(offset) || offset < 0 || offset > Number(meta.bytes)) return { ok: false, reason: "bad-offset" };
      return { ok: true, body: followReply(id, offset) };
    },

    async stop(id) {
      if (await stopHere(id)) return true;
      const state = await redis.hget(metaKey(id), "state");
      if (state === null) return false;
      // Another instance produces it (if one still does): it hears this and aborts upstream.
      if (state === "streaming") await redis.publish(STOP_CHANNEL, id);
      return true;
    },

    async state(id) {
      return ((await redis.hget(metaKey(id), "state")) as ReplyState | null) ?? undefined;
    },

    async heldBytes() {
      return Number((await redis.get(HELD_KEY)) ?? 0);
    },

    async close() {
      if (renewing) clearInterval(renewing);
      renewing = null;
      follower.close();
      subscriber?.disconnect();
      subscriber = undefined;
      listenForStops = subscription();
    },
  };

  /** The reply's bytes from `offset` on: what is there, page by page, then live until its end entry. */
  function followReply(id: string, offset: number): ReadableStream<Uint8Array> {
    const key = eventsKey(id);
    let unfollow: (() => void) | null = null;
    let done = false;
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        // Sends an entry's bytes past `offset`, or ends the stream on the end entry; true when ended.
        const take = (entries: StreamEntry[]): boolean => {
          for (const [, fields] of entries) {
            const ended = fields.get("end")?.toString();
            if (ended !== undefined) {
              done = true;
              if (ended === "failed") controller.error(new Error("upstream broke off the reply"));
              else if (ended === "dropped") controller.error(new Error("the reply grew past what the server keeps"));
              else controller.close();
              return true;
            }
            const data = fields.get("data")!;
            const skip = Math.max(0, offset - Number(fields.get("at")));
            if (skip < data.byteLength) controller.enqueue(new Uint8Array(data.subarray(skip)));
          }
          return false;
        };
        let lastId = "0-0";
        try {
          for (;;) {
            const page = toEntries(await redis.xrangeBuffer(key, `(${lastId}`, "+", "COUNT", PAGE));
            if (page.length === 0) break;
            lastId = page[page.length - 1][0];
            if (take(page)) return;
          }
        } catch (error) {
          controller.error(error);
          return;
        }
        unfollow = follower.follow(key, {
          lastId,
          onEntries: take,
          onError(error) {
            done = true;
            controller.error(error);
          },
          async stillAlive() {
            const [state, lease] = await redis.hmget(metaKey(id), "state", "lease").catch(() => [null, null]);
            if (state === "streaming" && lease !== null && Number(lease) > now()) return true;
            // Ended meanwhile: its end entry is on its way; gone or abandoned: nothing more comes.
            if (state !== null && state !== "streaming") return true;
            done = true;
            controller.error(new Error("the server writing this reply stopped before it ended"));
            return false;
          },
        });
        if (done) unfollow();
      },
      cancel() {
        unfollow?.();
      },
    });
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
