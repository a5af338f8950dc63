// What the Anthropic stream accumulator reports: the change each event made, and typed errors.

import type { AnthropicErrorBody, AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { StreamAccumulator } from "@/lib/stream/stream-accumulator";

export type AnthropicProtocolErrorCode =
  /** A known event's data is not a JSON object. */
  | "malformed-json"
  /** The `event:` name differs from the JSON `type`. */
  | "event-type-mismatch"
  /** An event out of order or missing its fields (a delta before message_start, a second start…). */
  | "unexpected-event"
  /** A delta or stop for a block index that was never started. */
  | "unknown-index"
  /** A delta that does not fit its block (text_delta on a thinking block…). */
  | "delta-mismatch"
  /** The joined input_json_delta pieces are not a JSON object; `input` stays as it started. */
  | "invalid-tool-input"
  /** finish() before message_stop and without an upstream error. */
  | "truncated";

export interface AnthropicProtocolError {
  kind: "protocol";
  code: AnthropicProtocolErrorCode;
  message: string;
}

/** An `event: error` inside a 200 stream; `body` is its data, unchanged. */
export interface AnthropicUpstreamError {
  kind: "upstream";
  body: AnthropicErrorBody;
}

export type AnthropicStreamError = AnthropicProtocolError | AnthropicUpstreamError;

/**
 * What one event changed. The turn stream reads them (thinking timers, a tool call's input so far);
 * the reply's view is still derived again from the whole message each frame.
 * `index` is the block's position in `message.content` (the wire index maps to it; they are equal
 * on well-formed streams). Deltas carry only the new piece; the block itself already holds it.
 */
export type AnthropicChange =
  | { kind: "message-start" }
  | { kind: "block-start"; index: number }
  | { kind: "text"; index: number; delta: string }
  | { kind: "citation"; index: number; citation: Record<string, unknown> }
  | { kind: "thinking"; index: number; delta: string }
  | { kind: "signature"; index: number }
  /** A raw input_json_delta piece; `input` is parsed only at block-stop (the turn stream keeps the pieces so far for the view). */
  | { kind: "input-json"; index: number; delta: string }
  /** Replaced by an `error` change when a tool block's joined input is not a JSON object. */
  | { kind: "block-stop"; index: number }
  /** stop_reason, stop_sequence and/or usage changed. */
  | { kind: "message-delta" }
  | { kind: "message-stop" }
  /** `accumulator.error` now holds this error (or an earlier one it did not replace). */
  | { kind: "error"; error: AnthropicStreamError };

/** One event changes at most one thing, so push() returns at most one change (none for ping, unknown or ignored events). */
export interface AnthropicAccumulator extends StreamAccumulator<AnthropicChange, AnthropicStreamError> {
  /** The message so far, mutated in place; null until message_start. */
  readonly message: AnthropicMessage | null;
  /** Ends the stream: parses open tool inputs and reports `truncated` if message_stop never came. */
  finish(): { message: AnthropicMessage | null; error: AnthropicStreamError | null };
}
