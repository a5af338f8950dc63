// What the OpenAI stream accumulator reports: the changes each chunk made, and typed errors.

import type { OpenAIErrorBody, OpenAIResult } from "@/lib/protocol/openai/types";
import type { StreamAccumulator } from "@/lib/stream/stream-accumulator";

export type OpenAIProtocolErrorCode =
  /** An event's data is neither `[DONE]` nor a JSON object. */
  | "malformed-json"
  /** A chunk whose choices, delta or tool_calls have the wrong shape; that part is skipped. */
  | "unexpected-chunk"
  /** finish() before `[DONE]` and without an upstream error. */
  | "truncated";

export interface OpenAIProtocolError {
  kind: "protocol";
  code: OpenAIProtocolErrorCode;
  message: string;
}

/** A `data: {"error":{…}}` event inside a 200 stream; `body` is its data, unchanged. */
export interface OpenAIUpstreamError {
  kind: "upstream";
  body: OpenAIErrorBody;
}

export type OpenAIStreamError = OpenAIProtocolError | OpenAIUpstreamError;

/**
 * What one chunk changed (the turn stream reads them to time the thinking). A chunk can carry several things at once (a content piece, the finish
 * reason and usage; fragments of several tool calls), so push() returns a list, in chunk order.
 * Tool-call `index` is the position in `message.tool_calls` (calls are kept in order of first
 * appearance, which is wire-index order on every real stream).
 */
export type OpenAIChange =
  /** `result` was created from the first chunk. */
  | { kind: "start" }
  | { kind: "content"; delta: string }
  | { kind: "reasoning"; delta: string }
  | { kind: "tool-call-start"; index: number }
  /** A raw arguments piece (possibly ""); also sent after a tool-call-start that carried one. */
  | { kind: "tool-call-arguments"; index: number; delta: string }
  | { kind: "finish"; reason: string }
  | { kind: "usage" }
  /** `data: [DONE]`. */
  | { kind: "done" }
  | { kind: "error"; error: OpenAIStreamError };

export interface OpenAIAccumulator extends StreamAccumulator<OpenAIChange, OpenAIStreamError> {
  /** The result so far, mutated in place; null until the first chunk. */
  readonly result: OpenAIResult | null;
  /** Ends the stream, reporting `truncated` if `[DONE]` never came. */
  finish(): { result: OpenAIResult | null; error: OpenAIStreamError | null };
}
