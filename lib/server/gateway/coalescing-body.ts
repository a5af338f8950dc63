import "server-only";
import type { IncomingMessage } from "node:http";

// An upstream response body as a web stream whose every read takes all the bytes that have already
// arrived, joined. Upstream writes one SSE event per HTTP chunk, and Node hands each to us as its
// own buffer; passing them one by one through the web-stream layers costs several microseconds of
// promise work per event. Joining only what is already buffered adds no delay and keeps the bytes.

export function coalescingBody(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let ended = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  incoming.on("readable", notify);
  incoming.once("end", () => {
    ended = true;
    notify();
  });
  incoming.once("error", (error) => {
    failure = error;
    notify();
  });
  incoming.once("close", () => {
    // A socket destroyed mid-body closes without "end" or "error": that is a cut stream.
    if (!ended && failure === null) failure = new Error("upstream connection closed mid-body");
    notify();
  });

  function drain(): Buffer | null {
    const parts: Buffer[] = [];
    let chunk: Buffer | null;
    while ((chunk = incoming.read() as Buffer | null) !== null) parts.push(chunk);
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const bytes = drain();
          if (bytes !== null) return controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          if (failure !== null) return controller.error(failure);
          if (ended || incoming.readableEnded) return controller.close();
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      cancel() {
        incoming.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
