import "server-only";

// How deeply a JSON text nests, found in one pass over its bytes before JSON.parse sees it. V8
// parses deep nesting slowly (20 MB of `[` took 9 s here, with the event loop stopped for all of it),
// while no real request nests more than a few dozen levels.

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where the string that starts at `from` ends, found with the native indexOf (strings are most of
 * a body's bytes: base64 images); -1 if it never does. */
function closingQuote(bytes: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(QUOTE, from); at >= 0; at = bytes.indexOf(QUOTE, at + 1)) {
    let backslashes = 0;
    while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/** The deepest nesting of arrays and objects, or `limit + 1` as soon as it passes `limit`. */
export function jsonDepth(bytes: Uint8Array, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = closingQuote(bytes, i + 1);
      if (i < 0) return deepest;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}
