import "server-only";
import type { StreamOutcome } from "@/lib/server/gateway/stream-meter";

// Passes a response body through unchanged, one chunk per read, counting its bytes and saying once
// how it ended. For the bodies the relay did not make (JSON answers, errors): relayed event streams
// count their own bytes (stream-meter.ts) and skip this hop.

export type BodyOutcome = StreamOutcome;

export function countBody(
  body: ReadableStream<Uint8Array>,
  ended: (bytes: number, outcome: BodyOutcome) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let bytes = 0;
  let reported = false;
  const report = (outcome: BodyOutcome) => {
    if (reported) return;
    reported = true;
    ended(bytes, outcome);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch (error) {
          report("error");
          controller.error(error);
          return;
        }
        if (result.done) {
          report("complete");
          controller.close();
          return;
        }
        bytes += result.value.byteLength;
        controller.enqueue(result.value);
      },
      // The client went away: the body underneath is cancelled as it would have been directly.
      async cancel(reason) {
        report("aborted");
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
