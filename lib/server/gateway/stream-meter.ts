import "server-only";

// The bytes a relayed event stream has sent, counted by the relay as it sends them. The request log
// reads them from here rather than piping the stream through a counter of its own, which would add
// a web-stream hop (a pull and a promise) to every chunk of every reply.

export type StreamOutcome = "complete" | "aborted" | "error";

export interface StreamMeter {
  bytes: number;
  /** Set by whoever wants to know; called once, when the stream has ended one way or another. */
  onEnd: ((bytes: number, outcome: StreamOutcome) => void) | null;
}

const meters = new WeakMap<ReadableStream<Uint8Array>, StreamMeter>();

export function newStreamMeter(): StreamMeter {
  return { bytes: 0, onEnd: null };
}

/** Makes `meter` findable from the stream it counts. */
export function attachMeter(stream: ReadableStream<Uint8Array>, meter: StreamMeter): ReadableStream<Uint8Array> {
  meters.set(stream, meter);
  return stream;
}

/** The meter of a stream made by the relay; undefined for any other body. */
export function meterOf(stream: ReadableStream<Uint8Array>): StreamMeter | undefined {
  return meters.get(stream);
}
