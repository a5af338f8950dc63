// Per-block state of the Anthropic accumulator: applying one content_block_delta in place, and
// turning the joined input_json_delta pieces into `input` once.

import type { AnthropicChange, AnthropicProtocolErrorCode } from "@/lib/stream/anthropic/accumulator-types";
import { isRecord } from "@/lib/protocol/is-record";

export type Json = Record<string, unknown>;

export interface BlockState {
  /** Position in message.content. */
  position: number;
  block: Json;
  /** input_json_delta pieces; null until the first one arrives. */
  json: string[] | null;
  stopped: boolean;
}

export type BlockResult = AnthropicChange | { kind: "fail"; code: AnthropicProtocolErrorCode; message: string } | null;

const mismatch = (delta: string, block: Json): BlockResult => ({
  kind: "fail",
  code: "delta-mismatch",
  message: `${delta} for a ${String(block.type)} block`,
});

/** Applies `delta` to the block. Unknown delta types change nothing, for forward compatibility. */
export function applyDelta(state: BlockState, delta: Json): BlockResult {
  const { block, position: index } = state;
  switch (delta.type) {
    case "text_delta":
      if (block.type !== "text" || typeof delta.text !== "string") return mismatch("text_delta", block);
      block.text = String(block.text ?? "") + delta.text;
      return { kind: "text", index, delta: delta.text };
    case "citations_delta": {
      if (block.type !== "text" || !isRecord(delta.citation)) return mismatch("citations_delta", block);
      // Citations precede the text; the array exists only on blocks that were sent one.
      if (!Array.isArray(block.citations)) block.citations = [];
      (block.citations as unknown[]).push(delta.citation);
      return { kind: "citation", index, citation: delta.citation };
    }
    case "thinking_delta":
      if (block.type !== "thinking" || typeof delta.thinking !== "string") return mismatch("thinking_delta", block);
      block.thinking = String(block.thinking ?? "") + delta.thinking;
      return { kind: "thinking", index, delta: delta.thinking };
    case "signature_delta":
      // One delta carries the whole signature; like the SDKs, it replaces rather than appends.
      if (block.type !== "thinking" || typeof delta.signature !== "string") return mismatch("signature_delta", block);
      block.signature = delta.signature;
      return { kind: "signature", index };
    case "input_json_delta":
      if (!("input" in block) || typeof delta.partial_json !== "string") return mismatch("input_json_delta", block);
      (state.json ??= []).push(delta.partial_json);
      return { kind: "input-json", index, delta: delta.partial_json };
    default:
      return null;
  }
}

/**
 * Sets `input` from the joined pieces: "" (a tool without arguments) gives {}. With `lenient`, for
 * a stream cut short, pieces that do not parse also give {}; otherwise they are reported.
 */
export function finalizeInput(state: BlockState, lenient: boolean): BlockResult {
  if (state.json === null) return null;
  const raw = state.json.join("");
  state.json = null;
  if (raw === "") {
    state.block.input = {};
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (isRecord(parsed)) {
    state.block.input = parsed;
    return null;
  }
  if (lenient) {
    state.block.input = {};
    return null;
  }
  return {
    kind: "fail",
    code: "invalid-tool-input",
    message: `tool input of block ${state.position} is not a JSON object: ${raw.slice(0, 80)}`,
  };
}
