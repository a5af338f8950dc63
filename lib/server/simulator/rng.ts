import "server-only";

// Deterministic randomness: every simulated reply is seeded from a hash of its request, so the same
// request always produces the same bytes (stable tests, stable demo).

/** 32-bit FNV-1a over the UTF-16 code units of `text`. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough for invented content. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const BASE64 = `${BASE62}+/`;

export function randomBase62(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += BASE62[rng.int(0, 61)];
  return out;
}

export function randomHex(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += rng.int(0, 15).toString(16);
  return out;
}

/** Opaque base64-looking text (signatures, encrypted fields); length is rounded to a multiple of 4. */
export function randomBase64(rng: Rng, length: number): string {
  const body = Math.max(4, length - (length % 4));
  let out = "";
  for (let i = 0; i < body; i++) out += BASE64[rng.int(0, 63)];
  return out;
}
