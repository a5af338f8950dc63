// How many bytes of snapshot JSON a share may hold. The server caps the request body; the body is
// `{"ciphertext":"…","expires":"…"}` where the ciphertext is base64url (4/3) of 29 bytes of header
// and tag around the gzip output. Images are already compressed, so the budget assumes gzip shrinks
// nothing (it grows data by at most 5 bytes per 64 KiB, which the 0.1 % margin covers).

/** The server's default cap on a share (SHARE_MAX_BYTES): 10 MiB. */
export const DEFAULT_SHARE_MAX_BYTES = 10 * 1024 * 1024;

/** No single image (or video) larger than this goes into a share, even when the budget allows it. */
export const SHARED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const BODY_OVERHEAD = 64;
const SEAL_OVERHEAD = 1 + 12 + 16 + 18;

export function snapshotByteBudget(maxBytes: number): number {
  return Math.max(0, Math.floor(((maxBytes - BODY_OVERHEAD) * 3) / 4 * 0.999) - SEAL_OVERHEAD);
}

/** UTF-8 length of `value`'s JSON. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/** Length of the base64 text of `size` bytes. */
export function base64Length(size: number): number {
  return Math.ceil(size / 3) * 4;
}

/** Hands out what is left of the budget, image by image, in the order they are asked for. */
export class ImageBudget {
  private left: number;

  constructor(left: number) {
    this.left = left;
  }

  /** Takes `cost` bytes of JSON for an image of `size` raw bytes if it fits; false leaves it out. */
  take(size: number, cost: number): boolean {
    if (size > SHARED_IMAGE_MAX_BYTES || cost > this.left) return false;
    this.left -= cost;
    return true;
  }
}
