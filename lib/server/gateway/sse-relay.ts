import "server-only";
import type { Readable } from "node:stream";
import { EventBoundary } from "./event-boundary";
import { SecretRedactor } from "./secret-redactor";
import { attachMeter, newStreamMeter, type StreamOutcome } from "./stream-meter";

// Relays an upstream SSE body to the client, bytes untouched. It adds only comment lines: one as soon
// as the stream opens (so proxies and browsers see the first byte at once; joined with upstream's
// first bytes when they are already here, which saves a write) and one after each long silence,
// and only where the relayed bytes end between two events. The one change it may make: the
// server's key, should upstream ever echo it, goes out masked.
//
// Cheap per event, because everything here is per read, not per chunk: each read takes all the bytes
// that have already arrived, joined (upstream writes one event per HTTP chunk, and a busy socket
// delivers hundreds at once), and it is the only web-stream hop between upstream's socket and Next's.

const CONNECTED = Buffer.from(": connected\n\n");
const KEEP_ALIVE = Buffer.from(": keep-alive\n\n");
/** The keep-alive check runs this often per interval, so a comment follows at most 1.25 intervals of silence. */
const CHECKS_PER_INTERVAL = 4;

/**
 * Where a resumable reply's bytes go (lib/server/replies/resumable-tap.ts): every byte the client is
 * sent, in order, and how the stream ended. With a tap the relay reads upstream as it comes, not as the
 * client asks, and a client that leaves stops nothing: upstream is read to its end for the tap alone.
 */
export interface RelayTap {
  chunk(bytes: Uint8Array): void;
  end(outcome: "complete" | "failed"): void;
}

export interface RelayOptions {
  keepAliveMs: number;
  /** Called when the client goes away, to abort the upstream request. */
  onCancel?: () => void;
  /** Masked wherever it appears (the upstream key). */
  secret?: string;
  /**
   * Upstream silent this long ends the stream: with `event` (an error event in the protocol's shape)
   * when the silence falls between two events, cut otherwise, since half an event cannot be closed.
   */
  idle?: { ms: number; event: Uint8Array };
  tap?: RelayTap;
}

export function relaySse(upstream: Readable, options: RelayOptions): ReadableStream<Uint8Array> {
  const boundary = new EventBoundary();
  const redactor = SecretRedactor.for(options.secret);
  const tap = options.tap;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  /** A kept reply's client has left: the bytes go to the tap alone. */
  let detached = false;
  let ended = false;
  let failure: unknown = null;
  let finished = false;
  let opened = false;
  /** The client has asked for a chunk (pull) and has not been given one yet; always, for a kept reply. */
  let wanted = tap !== undefined;
  // Counts chunks sent; the timer compares it between checks instead of reading the clock per chunk.
  let sends = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const meter = newStreamMeter();

  const stop = () => {
    finished = true;
    clearInterval(timer);
  };
  const giveUp = () => {
    stop();
    options.onCancel?.();
    upstream.destroy();
  };
  const put = (chunk: Uint8Array) => {
    meter.bytes += chunk.byteLength;
    tap?.chunk(chunk);
    if (!detached) controller.enqueue(chunk);
  };
  const send = (chunk: Uint8Array) => {
    wanted = tap !== undefined;
    put(chunk);
  };
  const close = () => {
    if (!detached) controller.close();
    tap?.end("complete");
  };
  const fail = (error: unknown) => {
    if (!detached) controller.error(error);
    tap?.end("failed");
  };
  const report = (outcome: StreamOutcome) => {
    const onEnd = meter.onEnd;
    meter.onEnd = null;
    onEnd?.(meter.bytes, outcome);
  };

  /** Gives the client what it asked for, if there is anything yet; runs on every pull and every upstream event. */
  const deliver = () => {
    while (wanted && !finished) {
      // In paused mode read() returns all that has arrived since the last read, joined.
      const bytes = upstream.read() as Buffer | null;
      const out = bytes === null ? null : redactor ? redactor.push(bytes) : bytes;
      if (!opened) {
        // The first chunk never waits: the comment goes now, with whatever upstream has sent.
        opened = true;
        if (!out?.length) return send(CONNECTED);
        boundary.push(out);
        sends++;
        return send(Buffer.concat([CONNECTED, out]));
      }
      if (out !== null) {
        // The redactor may hold back a whole read that could start the key: read on.
        if (out.length === 0) continue;
        boundary.push(out);
        sends++;
        return send(out);
      }
      if (failure !== null) {
        stop();
        fail(failure);
        return report("error");
      }
      if (ended || upstream.readableEnded) {
        stop();
        const rest = redactor?.end();
        if (rest?.length) put(rest);
        close();
        return report("complete");
      }
      // Nothing yet: the next "readable", "end", "error" or "close" comes back here.
      return;
    }
  };

  upstream.on("readable", deliver);
  upstream.once("end", () => {
    ended = true;
    deliver();
  });
  upstream.once("error", (error) => {
    failure = error;
    deliver();
  });
  upstream.once("close", () => {
    // A body destroyed mid-way may close without "end" or "error": that is a cut stream.
    if (!ended && failure === null) failure = new Error("upstream connection closed mid-body");
    deliver();
  });

  const relayed = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        // Silence is counted in checks of the clock-free kind: `sends` compared between ticks.
        const tickMs = Math.max(1, Math.floor(Math.min(options.keepAliveMs, options.idle?.ms ?? Infinity) / CHECKS_PER_INTERVAL));
        const keepAliveTicks = Math.max(1, Math.round(options.keepAliveMs / tickMs));
        const idleTicks = options.idle ? Math.max(1, Math.ceil(options.idle.ms / tickMs)) : Infinity;
        let seen = sends;
        let quietTicks = 0;
        let idleTicksSoFar = 0;
        timer = setInterval(() => {
          const quiet = seen === sends;
          seen = sends;
          quietTicks = quiet ? quietTicks + 1 : 0;
          idleTicksSoFar = quiet ? idleTicksSoFar + 1 : 0;
          if (finished || !opened) return;
          if (idleTicksSoFar >= idleTicks) {
            const atBoundary = boundary.atBoundary();
            giveUp();
            if (atBoundary) {
              put(options.idle!.event);
              close();
            } else {
              fail(new Error("upstream went silent in the middle of an event"));
            }
            return report("error");
          }
          if (quietTicks < keepAliveTicks || !boundary.atBoundary()) return;
          quietTicks = 0;
          put(KEEP_ALIVE);
        }, tickMs);
      },
      // Not async: a chunk that is already here goes out without a promise of ours per chunk (each
      // promise costs more where Next keeps request context in AsyncLocalStorage).
      pull() {
        wanted = true;
        deliver();
      },
      cancel() {
        if (tap) {
          detached = true;
          deliver();
          return;
        }
        giveUp();
        report("aborted");
      },
    },
    // No read-ahead: upstream is read only when the client has taken the previous chunk, so a slow
    // client pushes back on upstream through undici's socket. (A kept reply is read ahead: see RelayTap.)
    { highWaterMark: 0 },
  );
  return attachMeter(relayed, meter);
}
