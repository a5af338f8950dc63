// base64url without padding (RFC 4648 §5), for share keys and sealed shares: both travel in URLs and
// JSON, where `+`, `/` and `=` would need escaping. Decoding is strict so a mangled link is noticed.

const CHUNK = 0x8000;
const ALPHABET = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // String.fromCharCode with a spread argument overflows the stack on large arrays; go in chunks.
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of `text`, or null when it is not unpadded base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // A length of 1 mod 4 cannot come from any byte string.
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
