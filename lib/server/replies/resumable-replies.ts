import "server-only";
import { ByteLog } from "./byte-log";

// Resumable replies (issue 20), in this server's memory: a browser that asked for a resumable reply
// gets its id, and the gateway reads upstream to the end whether or not the browser stays, keeping
// the bytes it relayed. A page that lost its stream (a reload, a dropped network) resumes it: it asks
// for the bytes from the offset it has, and follows the reply live from there. Bounded: a reply past
// its byte cap, or past what all resumable replies may hold together (the memory their logs take),
// can no longer be resumed (resuming it says so); a finished one is forgotten after its time to live;
// and past a number of replies, or with the total held, a new one is relayed without being resumable.

export interface ReplyLimits {
  /** Bytes one reply may keep. */
  maxReplyBytes: number;
  /** Bytes all resumable replies may hold together (in memory, the room their logs take). */
  maxTotalBytes: number;
  /** Resumable replies at once, streaming or finished and waiting to be resumed. */
  maxReplies: number;
  /** How long a finished reply stays to be resumed. */
  ttlMs: number;
  now?: () => number;
}

export type ReplyState = "streaming" | "complete" | "failed" | "stopped";

interface ResumableReply {
  id: string;
  log: ByteLog;
  bytes: number;
  state: ReplyState;
  /** Past a limit: its bytes were let go, so it cannot be resumed any more. */
  dropped: boolean;
  /** When a finished reply may be forgotten. */
  expiresAt: number;
  stop: () => void;
  listeners: Set<() => void>;
}

/**
 * Why a reply cannot be resumed: never kept here (or long gone), outgrown its caps, broken off by
 * upstream, left by the server that produced it (it stopped before the reply ended), or asked from an
 * offset it never reached.
 */
export type RefusalReason = "unknown" | "dropped" | "failed" | "abandoned" | "bad-offset";

export type ResumeResult = { ok: true; body: ReadableStream<Uint8Array> } | { ok: false; reason: RefusalReason };

type Awaitable<T> = T | Promise<T>;

/** The store of resumable replies: in this process (below), or in Redis for several instances (resumable-replies-redis.ts). */
export interface ResumableReplies {
  /**
   * Starts keeping a reply under the id the page chose (so it knows it even if the answer's headers
   * never reach it); `stop` aborts its upstream request. False when the id is taken, or the store
   * cannot keep it now (full, or unreachable): the reply is then relayed as any other.
   */
  start(id: string, stop: () => void): Awaitable<boolean>;
  /** Adds the next bytes; in order, without waiting for them to be stored. */
  append(id: string, chunk: Uint8Array): void;
  /** Ends the reply once the bytes appended before are stored. */
  finish(id: string, state: Exclude<ReplyState, "streaming">): Awaitable<void>;
  /** The bytes from `offset` on, then the rest as it comes, until the reply ends. */
  resume(id: string, offset: number): Awaitable<ResumeResult>;
  /** Stops a reply on purpose (the person pressed Stop); false when there is no such reply. */
  stop(id: string): Awaitable<boolean>;
  state(id: string): Awaitable<ReplyState | undefined>;
  /** Bytes held by all resumable replies. */
  heldBytes(): Awaitable<number>;
}

/**
 * A reply id as pages make them: at least 128 random bits, base64url (22 characters or more), so one
 * cannot be guessed; and useless without the gateway's access anyway.
 */
export const RESUME_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

const NOTHING_TO_STOP = () => undefined;

export function createResumableReplies(limits: ReplyLimits): ResumableReplies {
  const now = limits.now ?? Date.now;
  const replies = new Map<string, ResumableReply>();
  let held = 0;

  // `held` counts the memory the logs take (ByteLog.reserved), not only the bytes they were sent: a
  // log's last segment reserves up to 1 MiB ahead, which would otherwise double the total unseen.
  const sweep = () => {
    const at = now();
    for (const [id, reply] of replies) {
      if (reply.state !== "streaming" && reply.expiresAt <= at && reply.listeners.size === 0) {
        held -= reply.log.reserved;
        replies.delete(id);
      }
    }
  };

  const drop = (reply: ResumableReply) => {
    if (reply.dropped) return;
    held -= reply.log.reserved;
    reply.dropped = true;
    reply.log = new ByteLog();
  };

  // A reply not kept is still answered, only not resumable (the page learns it from the missing id
  // header): better than refusing a person's request for want of a convenience, and than letting go
  // of a reply some page may be resuming right now to make room.
  const full = () => replies.size >= limits.maxReplies || held >= limits.maxTotalBytes;

  const notify = (reply: ResumableReply) => reply.listeners.forEach((listener) => listener());

  return {
    start(id, stop) {
      sweep();
      if (!RESUME_ID_PATTERN.test(id) || replies.has(id) || full()) return false;
      replies.set(id, { id, log: new ByteLog(), bytes: 0, state: "streaming", dropped: false, expiresAt: Infinity, stop, listeners: new Set() });
      return true;
    },

    append(id, chunk) {
      const reply = replies.get(id);
      if (!reply || reply.state !== "streaming") return;
      reply.bytes += chunk.byteLength;
      if (!reply.dropped) {
        const before = reply.log.reserved;
        reply.log.append(chunk);
        held += reply.log.reserved - before;
        if (reply.bytes > limits.maxReplyBytes || held > limits.maxTotalBytes) drop(reply);
      }
      notify(reply);
    },

    finish(id, state) {
      const reply = replies.get(id);
      if (!reply || reply.state !== "streaming") return;
      reply.state = state;
      reply.expiresAt = now() + limits.ttlMs;
      // Nothing left to stop: what its upstream call was held by stays no longer than the call.
      reply.stop = NOTHING_TO_STOP;
      notify(reply);
    },

    resume(id, offset) {
      sweep();
      const reply = replies.get(id);
      if (!reply) return { ok: false, reason: "unknown" };
      if (reply.dropped) return { ok: false, reason: "dropped" };
      // Upstream broke off: there is nothing more to resume, and the page keeps its partial reply.
      if (reply.state === "failed") return { ok: false, reason: "failed" };
      if (!Number.isInteger(offset) || offset < 0 || offset > reply.bytes) return { ok: false, reason: "bad-offset" };
      const cursor = reply.log.cursorAt(offset);
      let listener: (() => void) | null = null;
      const forget = () => {
        if (listener) reply.listeners.delete(listener);
        listener = null;
      };
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const flush = () => {
            if (reply.dropped) {
              forget();
              controller.error(new Error("the reply grew past what this server keeps"));
              return;
            }
            // Only what is new since the last flush: following a long reply stays linear.
            for (const view of reply.log.readFrom(cursor)) controller.enqueue(view);
            if (reply.state === "failed") {
              // As the relay does when upstream breaks off: the stream errors, it does not end cleanly.
              forget();
              controller.error(new Error("upstream broke off the reply"));
            } else if (reply.state !== "streaming") {
              forget();
              controller.close();
            }
          };
          listener = flush;
          reply.listeners.add(listener);
          flush();
        },
        cancel: forget,
      });
      return { ok: true, body };
    },

    stop(id) {
      const reply = replies.get(id);
      if (!reply) return false;
      if (reply.state === "streaming") {
        reply.stop();
        void this.finish(id, "stopped");
      }
      return true;
    },

    state: (id) => replies.get(id)?.state,
    heldBytes: () => held,
  };
}
