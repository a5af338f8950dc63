// One streamed reply seen protocol-neutrally: events go in, the AssistantNode being built changes in
// place, and the end says whether the stream failed.

import type { SseEvent } from "@/lib/protocol/sse";
import type { TurnError } from "@/lib/protocol/message";

export interface TurnStream {
  /** Applies one event to the node; true when the node changed. `now` times thinking blocks. */
  push(event: SseEvent, now: number): boolean;
  /** Ends the stream: closes open blocks and returns the failure to record, if any. */
  finish(now: number): TurnError | null;
}
