import "server-only";

import type { SimulatedReply } from "./simulate";

// Wraps a simulated reply in a streaming Response, paced so the demo visibly streams.

const DEFAULT_PACE_MS = 12;

export interface SimulatorResponseOptions {
  paceMs?: number;
  signal?: AbortSignal;
}

/** A reply already simulated (perhaps on a worker thread: see lib/server/gateway/request-check.ts). */
export function simulatedResponse(reply: SimulatedReply, opts: SimulatorResponseOptions = {}): Response {
  const paceMs = opts.paceMs ?? DEFAULT_PACE_MS;
  const { signal } = opts;
  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0 && paceMs > 0) await pause(paceMs, signal);
      if (signal?.aborted) {
        controller.error(abortReason(signal));
        return;
      }
      controller.enqueue(encoder.encode(reply.chunks[next++]));
      if (next >= reply.chunks.length) controller.close();
    },
  });
  return new Response(stream, {
    status: reply.status,
    headers: {
      "content-type": reply.contentType,
      "cache-control": "no-cache",
      "x-moonlit-simulated": "1",
    },
  });
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}
