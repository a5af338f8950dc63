import "server-only";

import type { Rng } from "./rng";

// Cuts generated text into delta-sized pieces of a few characters, like a real token stream. Cuts fall
// between code points, never inside a surrogate pair.

export function splitPieces(text: string, rng: Rng, min = 2, max = 9): string[] {
  const chars = Array.from(text);
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; ) {
    const size = rng.int(min, max);
    pieces.push(chars.slice(i, i + size).join(""));
    i += size;
  }
  return pieces;
}

/** Tool input as `input_json_delta` / `arguments` pieces: an empty first piece, as upstream sends it. */
export function jsonPieces(json: string, rng: Rng): string[] {
  return ["", ...splitPieces(json, rng, 3, 12)];
}
