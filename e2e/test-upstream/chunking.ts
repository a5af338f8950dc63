import { createRng } from "@/lib/server/simulator/rng";
import type { Chunking } from "./types";

// Cutting a reply into writes. Events are split at their blank-line terminator with every byte kept,
// so the writes always concatenate to exactly the original body.

const EVENT_END = /\r\n\r\n|\n\n|\r\r/g;

/** Splits SSE text into events, each ending with its blank line; a trailing remainder is kept. */
export function splitEvents(text: string): string[] {
  const events: string[] = [];
  let start = 0;
  EVENT_END.lastIndex = 0;
  for (let match = EVENT_END.exec(text); match; match = EVENT_END.exec(text)) {
    events.push(text.slice(start, match.index + match[0].length));
    start = match.index + match[0].length;
  }
  if (start < text.length) events.push(text.slice(start));
  return events;
}

/** Re-cuts a sequence of event buffers into writes. "event" keeps the sequence lazy (long replies). */
export function applyChunking(events: Iterable<Buffer>, chunking: Chunking): Iterable<Buffer> {
  if (chunking === "event") return events;
  const whole = Buffer.concat(Array.from(events));
  if (chunking === "whole") return whole.length > 0 ? [whole] : [];
  if (chunking === "byte") return cut(whole, () => 1);
  if ("size" in chunking) return cut(whole, () => Math.max(1, Math.floor(chunking.size)));
  const rng = createRng(chunking.random);
  return cut(whole, () => rng.int(1, 64));
}

function cut(bytes: Buffer, nextSize: () => number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = nextSize();
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return pieces;
}
