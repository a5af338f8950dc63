// The gateway may add SSE comment events (`: connected\n\n`, `: keep-alive\n\n`) between upstream
// events and nothing else. Removing comment-only events from both sides leaves bytes that must match.
// Text is handled as latin1, one char per byte, so removing characters never re-encodes anything.

const COMMENT_EVENTS = /(?<=^|\n\n)(?::[^\n]*\n)+\n/g;

export interface Stripped {
  bytes: Buffer;
  /** How many bytes were comment events. */
  removed: number;
}

export function stripCommentEvents(bytes: Buffer): Stripped {
  const text = bytes.toString("latin1").replace(COMMENT_EVENTS, "");
  const out = Buffer.from(text, "latin1");
  return { bytes: out, removed: bytes.byteLength - out.byteLength };
}

/** True once `prefix` holds a byte of a real event (not only complete or partial comment events). */
export function holdsEventBytes(prefix: string): boolean {
  const rest = prefix.replace(COMMENT_EVENTS, "");
  return rest.length > 0 && !rest.startsWith(":");
}
