import "server-only";

// Passes a response body through unchanged, one chunk per read (no buffering: SSE stays live),
// counting its bytes and saying once how it ended.

export type BodyOutcome = "complete" | "aborted" | "error";

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
