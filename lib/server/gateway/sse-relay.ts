import "server-only";
import type { Readable } from "node:stream";
import { EventBoundary } from "./event-boundary";
import { SecretRedactor } from "./secret-redactor";

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

export interface RelayOptions {
  keepAliveMs: number;
  /** Called when the client goes away, to abort the upstream request. */
  onCancel?: () => void;
  /** Masked wherever it appears (the upstream key). */
  secret?: string;
}

export function relaySse(upstream: Readable, options: RelayOptions): ReadableStream<Uint8Array> {
  const boundary = new EventBoundary();
  const redactor = SecretRedactor.for(options.secret);
  let ended = false;
  let failure: unknown = null;
  let finished = false;
  let wake: (() => void) | null = null;
  // Counts reads that sent bytes; the timer compares it between checks instead of reading the clock per read.
  let sends = 0;
  let opened = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const stop = () => {
    finished = true;
    clearInterval(timer);
    notify();
  };
  upstream.on("readable", notify);
  upstream.once("end", () => {
    ended = true;
    notify();
  });
  upstream.once("error", (error) => {
    failure = error;
    notify();
  });
  upstream.once("close", () => {
    // A body destroyed mid-way may close without "end" or "error": that is a cut stream.
    if (!ended && failure === null) failure = new Error("upstream connection closed mid-body");
    notify();
  });

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let seen = sends;
        let quietChecks = 0;
        timer = setInterval(
          () => {
            quietChecks = seen === sends ? quietChecks + 1 : 0;
            seen = sends;
            if (finished || !opened || quietChecks < CHECKS_PER_INTERVAL || !boundary.atBoundary()) return;
            quietChecks = 0;
            controller.enqueue(KEEP_ALIVE);
          },
          Math.max(1, Math.floor(options.keepAliveMs / CHECKS_PER_INTERVAL)),
        );
      },
      async pull(controller) {
        // Until something goes out: the redactor may hold back a whole read that could start the key.
        for (;;) {
          if (finished) return;
          // In paused mode read() returns all that has arrived since the last read, joined.
          const bytes = upstream.read() as Buffer | null;
          const out = bytes === null ? null : redactor ? redactor.push(bytes) : bytes;
          if (!opened) {
            // The first read never waits: the comment goes now, with whatever upstream has sent.
            opened = true;
            if (!out?.length) return controller.enqueue(CONNECTED);
            boundary.push(out);
            sends++;
            return controller.enqueue(Buffer.concat([CONNECTED, out]));
          }
          if (out !== null) {
            if (out.length === 0) continue;
            boundary.push(out);
            sends++;
            return controller.enqueue(out);
          }
          if (failure !== null) {
            stop();
            controller.error(failure);
            return;
          }
          if (ended || upstream.readableEnded) {
            stop();
            const rest = redactor?.end();
            if (rest?.length) controller.enqueue(rest);
            controller.close();
            return;
          }
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      cancel() {
        stop();
        options.onCancel?.();
        upstream.destroy();
      },
    },
    // No read-ahead: upstream is read only when the client has taken the previous chunk, so a slow
    // client pushes back on upstream through undici's socket.
    { highWaterMark: 0 },
  );
}
