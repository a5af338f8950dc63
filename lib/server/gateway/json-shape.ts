import "server-only";

// The shape of a JSON text, measured in one pass over its bytes before JSON.parse sees it: how
// deeply it nests, and how many values it holds. V8 parses deep nesting slowly (20 MB of `[` took
// 9 s here, with the event loop stopped for all of it), while no real request nests more than a few
// dozen levels; and millions of tiny values are as slow (10 MB of `{},` took 3.5 s) where a body of
// a known small shape (a share) has no use for more than a handful.

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
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

/** How many values the text holds (each array element and object member, and the top; an empty
 * array or object counts one more than it holds), or `limit + 1` as soon as it passes `limit`. */
export function jsonValueCount(bytes: Uint8Array, limit: number): number {
  // Every value after the first in a container follows a comma; the first follows its bracket.
  let values = 1;
  for (let i = 0; i < bytes.length && values <= limit; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = closingQuote(bytes, i + 1);
      if (i < 0) break;
    } else if (byte === COMMA || byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      values++;
    }
  }
  return values;
}
