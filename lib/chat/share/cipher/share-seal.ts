// Sealing a share: JSON → UTF-8 → gzip → AES-256-GCM under a fresh random key. The key goes only into
// the link's fragment, so the server stores bytes it cannot read. Layout of the sealed bytes:
// version (1 byte) ‖ IV (12 bytes) ‖ GCM output (ciphertext ‖ 16-byte tag), all base64url.
//
// GCM cannot tell a wrong key from tampered bytes: both fail authentication. `openSeal` calls such a
// failure "wrong-key" when the key and the blob are well-formed (the likely cause: a link cut short
// or mixed up), and "damaged" for everything it can actually see is broken.

import { aesGcm } from "./aes-gcm";
import { fromBase64Url, toBase64Url } from "./base64url";

export const SEAL_VERSION = 1;
const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;

export type ShareSealErrorKind = "wrong-key" | "damaged";

export class ShareSealError extends Error {
  readonly kind: ShareSealErrorKind;

  constructor(kind: ShareSealErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ShareSealError";
    this.kind = kind;
  }
}

export interface SealedShare {
  /** base64url, no padding. */
  ciphertext: string;
  /** base64url of the 32 raw key bytes (43 characters): the link's fragment. */
  key: string;
}

async function through(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const output = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

export async function sealShare(value: unknown): Promise<SealedShare> {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("sealShare: the value has no JSON form.");
  const packed = await through(new TextEncoder().encode(json), new CompressionStream("gzip"));
  const raw = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await aesGcm("encrypt", raw, iv, packed);
  const blob = new Uint8Array(1 + IV_BYTES + sealed.length);
  blob[0] = SEAL_VERSION;
  blob.set(iv, 1);
  blob.set(sealed, 1 + IV_BYTES);
  return { ciphertext: toBase64Url(blob), key: toBase64Url(raw) };
}

/** The value `sealShare` sealed; throws ShareSealError. */
export async function openSeal(ciphertext: string, key: string): Promise<unknown> {
  const raw = fromBase64Url(key);
  if (raw === null || raw.length !== KEY_BYTES) throw new ShareSealError("wrong-key", "The key is not a share key.");
  const blob = fromBase64Url(ciphertext);
  if (blob === null) throw new ShareSealError("damaged", "The sealed share is not base64url.");
  if (blob.length < 1 + IV_BYTES + TAG_BYTES) throw new ShareSealError("damaged", "The sealed share is too short.");
  if (blob[0] !== SEAL_VERSION) throw new ShareSealError("damaged", `The sealed share has unknown version ${blob[0]}.`);

  let packed: Uint8Array<ArrayBuffer>;
  try {
    packed = await aesGcm("decrypt", raw, blob.slice(1, 1 + IV_BYTES), blob.slice(1 + IV_BYTES));
  } catch (cause) {
    throw new ShareSealError("wrong-key", "The key does not open this share.", { cause });
  }
  try {
    const json = new TextDecoder("utf-8", { fatal: true }).decode(await through(packed, new DecompressionStream("gzip")));
    return JSON.parse(json);
  } catch (cause) {
    throw new ShareSealError("damaged", "The share opened but its contents are not gzip-compressed JSON.", { cause });
  }
}
