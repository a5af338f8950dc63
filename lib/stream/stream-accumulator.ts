// What both protocols' stream accumulators share: events go in one at a time, each push() reports
// what it changed as a list in event order (empty when nothing did), so a view can apply just that,
// and the first error is kept while the partial result stays.

import type { SseEvent } from "@/lib/stream/sse";

export interface StreamAccumulator<Change, StreamError> {
  /** The stream's own end was seen (message_stop, `[DONE]`). */
  readonly done: boolean;
  /** The first protocol error, replaced by an upstream error if one arrives. */
  readonly error: StreamError | null;
  /** Applies one event; what it changed, in order; an empty list when it changed nothing. */
  push(event: SseEvent): readonly Change[];
}

/** The list push() returns for an event that changed nothing. */
export const NO_CHANGES: readonly never[] = Object.freeze([]);
