// A resumable reply's body, which survives a dropped connection: the page counts the bytes it has,
// and when the stream breaks (not by Stop) it resumes the reply: it asks the gateway for the rest from
// that byte (GET /api/replies/ID?offset=N) and reads on. The bytes continue exactly where they broke
// off, so the SSE parser and the reply's accumulator never notice. A reply that cannot be resumed (the
// server restarted, it is no longer kept) ends with ReplyLostError: the partial reply and Retry.

import { sleep } from "@/lib/async/sleep";

/** The gateway says it has no more of this reply to give: trying again would not help. */
export class ReplyLostError extends Error {
  override name = "ReplyLostError";
}

/**
 * Gives the resumable reply from `offset` on; throws ReplyLostError when the gateway no longer has
 * it, and anything else when it could not be asked (offline), which is tried again.
 */
export type ResumeFrom = (offset: number) => Promise<ReadableStream<Uint8Array>>;

export interface ResumeOptions {
  signal: AbortSignal;
  /** Tries in a row without a byte coming back before giving up. */
  attempts?: number;
  /** Waits between tries: the network may need a moment to come back. */
  backoffMs?: (attempt: number) => number;
  wait?: (ms: number) => Promise<void>;
  /**
   * Resolves once the browser is online again (at once if it is): a phone that slept or lost its
   * network gets its reply when it is back, however long that takes, without using up its tries.
   */
  whenOnline?: (signal: AbortSignal) => Promise<void>;
}

const defaultBackoff = (attempt: number) => Math.min(500 * 2 ** attempt, 5_000);

function browserOnline(signal: AbortSignal): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine !== false || typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    window.addEventListener("online", done);
    signal.addEventListener("abort", done);
  });
}

export function resumableBody(first: ReadableStream<Uint8Array>, resumeFrom: ResumeFrom, options: ResumeOptions): ReadableStream<Uint8Array> {
  const attempts = options.attempts ?? 6;
  const backoff = options.backoffMs ?? defaultBackoff;
  const wait = options.wait ?? sleep;
  const whenOnline = options.whenOnline ?? browserOnline;
  let reader = first.getReader();
  let offset = 0;

  async function resume(failure: unknown): Promise<void> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (options.signal.aborted) throw failure;
      await whenOnline(options.signal);
      await wait(backoff(attempt));
      let rest: ReadableStream<Uint8Array>;
      try {
        rest = await resumeFrom(offset);
      } catch (error) {
        if (error instanceof ReplyLostError) throw error;
        continue; // Still offline: try again after the next wait.
      }
      reader = rest.getReader();
      return;
    }
    throw failure;
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        try {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          offset += value.byteLength;
          return controller.enqueue(value);
        } catch (failure) {
          if (options.signal.aborted) throw failure;
          await resume(failure);
        }
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** An id for a resumable reply: 128 random bits, base64url. */
export function newResumeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
