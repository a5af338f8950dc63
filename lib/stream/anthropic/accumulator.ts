// Anthropic Messages stream → the Message it describes (PROTOCOL.md §2). Each event is applied in
// place in time proportional to its own size, so a 100,000-token reply costs linear time overall.
//
// Decisions: events without an `event:` line are dropped, as both SDK generations do; `ping` and
// unknown event or delta types are ignored; events after message_stop or finish() are ignored.
// Nothing throws out of push(): bad input becomes a typed protocol error and the partial is kept.

import {
  applyDelta,
  finalizeInput,
  type BlockResult,
  type BlockState,
  type Json,
} from "@/lib/stream/anthropic/accumulator-blocks";
import type {
  AnthropicAccumulator,
  AnthropicChange,
  AnthropicProtocolErrorCode,
  AnthropicStreamError,
} from "@/lib/stream/anthropic/accumulator-types";
import type { AnthropicErrorBody, AnthropicMessage } from "@/lib/protocol/anthropic/types";
import { isRecord } from "@/lib/protocol/is-record";
import type { SseEvent } from "@/lib/stream/sse";
import { NO_CHANGES } from "@/lib/stream/stream-accumulator";

export type * from "@/lib/stream/anthropic/accumulator-types";

const HANDLED = new Set([
  "message_start",
  "content_block_start",
  "content_block_delta",
  "content_block_stop",
  "message_delta",
  "message_stop",
  "error",
]);

export function createAnthropicAccumulator(): AnthropicAccumulator {
  let message: AnthropicMessage | null = null;
  let done = false;
  let finished = false;
  let error: AnthropicStreamError | null = null;
  const byWireIndex = new Map<number, BlockState>();
  const byPosition: BlockState[] = [];

  function fail(code: AnthropicProtocolErrorCode, text: string): AnthropicChange {
    const failure: AnthropicStreamError = { kind: "protocol", code, message: text };
    error ??= failure;
    return { kind: "error", error: failure };
  }

  const settle = (result: BlockResult): AnthropicChange | null =>
    result?.kind === "fail" ? fail(result.code, result.message) : result;

  function blockFor(data: Json): BlockState | AnthropicChange {
    if (typeof data.index !== "number") return fail("unexpected-event", `${String(data.type)} without an index`);
    const state = byWireIndex.get(data.index);
    if (!state) return fail("unknown-index", `${String(data.type)} for unknown block index ${data.index}`);
    if (state.stopped) return fail("unexpected-event", `${String(data.type)} after block ${data.index} stopped`);
    return state;
  }

  function messageStart(data: Json): AnthropicChange {
    if (message) return fail("unexpected-event", "a second message_start");
    if (!isRecord(data.message)) return fail("unexpected-event", "message_start without a message");
    const started = data.message as AnthropicMessage;
    if (!Array.isArray(started.content)) started.content = [];
    message = started;
    return { kind: "message-start" };
  }

  function blockStart(current: AnthropicMessage, data: Json): AnthropicChange {
    const block = data.content_block;
    if (typeof data.index !== "number" || !isRecord(block) || typeof block.type !== "string") {
      return fail("unexpected-event", "content_block_start without an index or a typed block");
    }
    if (byWireIndex.has(data.index)) return fail("unexpected-event", `block index ${data.index} started twice`);
    const state: BlockState = { position: current.content.length, block, json: null, stopped: false };
    current.content.push(block as AnthropicMessage["content"][number]);
    byWireIndex.set(data.index, state);
    byPosition.push(state);
    return { kind: "block-start", index: state.position };
  }

  function blockDelta(data: Json): AnthropicChange | null {
    const state = blockFor(data);
    if (!("block" in state)) return state;
    if (!isRecord(data.delta)) return fail("unexpected-event", "content_block_delta without a delta");
    return settle(applyDelta(state, data.delta));
  }

  function blockStop(data: Json): AnthropicChange {
    const state = blockFor(data);
    if (!("block" in state)) return state;
    state.stopped = true;
    return settle(finalizeInput(state, false)) ?? { kind: "block-stop", index: state.position };
  }

  function messageDelta(current: AnthropicMessage, data: Json): AnthropicChange {
    const delta = isRecord(data.delta) ? data.delta : {};
    if (delta.stop_reason !== undefined) current.stop_reason = delta.stop_reason as AnthropicMessage["stop_reason"];
    if (delta.stop_sequence !== undefined) current.stop_sequence = delta.stop_sequence as string | null;
    // Counters are cumulative: each non-null field replaces the earlier value, never adds to it.
    if (isRecord(data.usage)) {
      const usage = (current.usage ??= { input_tokens: 0, output_tokens: 0 }) as Json;
      for (const [key, value] of Object.entries(data.usage)) if (value != null) usage[key] = value;
    }
    return { kind: "message-delta" };
  }

  function apply(name: string, data: Json): AnthropicChange | null {
    if (name === "error") {
      // An upstream error decides what the user sees (retry), so it replaces a protocol error.
      error = { kind: "upstream", body: data as AnthropicErrorBody };
      return { kind: "error", error };
    }
    if (name === "message_start") return messageStart(data);
    if (!message) return fail("unexpected-event", `${name} before message_start`);
    switch (name) {
      case "content_block_start":
        return blockStart(message, data);
      case "content_block_delta":
        return blockDelta(data);
      case "content_block_stop":
        return blockStop(data);
      case "message_delta":
        return messageDelta(message, data);
      default:
        for (const state of byPosition) if (!state.stopped) finalizeInput(state, true);
        done = true;
        return { kind: "message-stop" };
    }
  }

  /** One Anthropic event changes at most one thing. */
  function pushOne(event: SseEvent): AnthropicChange | null {
    const name = event.event;
    if (done || finished || name === undefined || !HANDLED.has(name)) return null;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return fail("malformed-json", `${name} data is not JSON: ${event.data.slice(0, 80)}`);
    }
    if (!isRecord(data)) return fail("malformed-json", `${name} data is not a JSON object`);
    // A gateway's hybrid error body may lack `type`; its `error` object still decides the retry.
    if (data.type !== name && !(name === "error" && isRecord(data.error))) {
      return fail("event-type-mismatch", `event ${name} carries type ${JSON.stringify(data.type)}`);
    }
    return apply(name, data);
  }

  return {
    get message() {
      return message;
    },
    get done() {
      return done;
    },
    get error() {
      return error;
    },
    push(event: SseEvent) {
      const change = pushOne(event);
      return change === null ? NO_CHANGES : [change];
    },
    finish() {
      if (!finished) {
        finished = true;
        for (const state of byPosition) if (!state.stopped) finalizeInput(state, true);
        if (!done && !error) fail("truncated", "the stream ended before message_stop");
      }
      return { message, error };
    },
  };
}
