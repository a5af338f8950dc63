import "server-only";
import { EventBoundary } from "./event-boundary";
import { SecretRedactor } from "./secret-redactor";

// Relays an upstream SSE body to the client chunk for chunk, bytes untouched. It adds only comment
// lines: one as soon as the stream opens (so proxies and browsers see the first byte at once) and one
// after each long silence, and only where the relayed bytes end between two events. The one change
// it may make: the server's key, should upstream ever echo it, goes out masked.

const encoder = new TextEncoder();
const CONNECTED = encoder.encode(": connected\n\n");
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");

export interface RelayOptions {
  keepAliveMs: number;
  /** Called when the client goes away, to abort the upstream request. */
  onCancel?: () => void;
  /** Masked wherever it appears (the upstream key). */
  secret?: string;
}

export function relaySse(upstream: ReadableStream<Uint8Array>, options: RelayOptions): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  const boundary = new EventBoundary();
  const redactor = SecretRedactor.for(options.secret);
  let lastSent = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  let finished = false;

  const stop = () => {
    finished = true;
    clearInterval(timer);
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(CONNECTED);
        // Checked at a quarter of the interval, so a comment follows at most 1.25 intervals of silence.
        timer = setInterval(
          () => {
            if (finished || Date.now() - lastSent < options.keepAliveMs || !boundary.atBoundary()) return;
            lastSent = Date.now();
            controller.enqueue(KEEP_ALIVE);
          },
          Math.max(1, Math.floor(options.keepAliveMs / 4)),
        );
      },
      async pull(controller) {
        try {
          // Until something goes out: the redactor may hold back a whole chunk that could start the key.
          for (;;) {
            const { done, value } = await reader.read();
            if (finished) return;
            if (done) {
              stop();
              const rest = redactor?.end();
              if (rest?.length) controller.enqueue(rest);
              controller.close();
              return;
            }
            const out = redactor ? redactor.push(value) : value;
            if (out.length === 0) continue;
            boundary.push(out);
            lastSent = Date.now();
            controller.enqueue(out);
            return;
          }
        } catch (error) {
          if (finished) return;
          stop();
          controller.error(error);
        }
      },
      cancel(reason) {
        stop();
        options.onCancel?.();
        return reader.cancel(reason).catch(() => undefined);
      },
    },
    // No read-ahead: upstream is read only when the client has taken the previous chunk.
    { highWaterMark: 0 },
  );
}
