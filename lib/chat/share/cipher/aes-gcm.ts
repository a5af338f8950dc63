// AES-256-GCM for share links. Browsers give WebCrypto only to secure contexts, so a Moonlit reached
// over plain http on a LAN has none; there the same cipher runs from @noble/ciphers (audited, pure
// JavaScript), fetched only then. Both produce the same bytes, so a link made on one opens on the other.

export type GcmOperation = "encrypt" | "decrypt";

/** GCM output (ciphertext ‖ 16-byte tag) on encrypt; the plaintext on decrypt. Throws when authentication fails. */
export async function aesGcm(operation: GcmOperation, key: Uint8Array<ArrayBuffer>, iv: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto?.subtle;
  if (typeof subtle?.encrypt === "function") {
    const cryptoKey = await subtle.importKey("raw", key, { name: "AES-GCM" }, false, [operation]);
    return new Uint8Array(await subtle[operation]({ name: "AES-GCM", iv }, cryptoKey, data));
  }
  return portableAesGcm(operation, key, iv, data);
}

/** The pure-JavaScript path on its own (tests compare it with WebCrypto's). */
export async function portableAesGcm(operation: GcmOperation, key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const { gcm } = await import("@noble/ciphers/aes.js");
  const cipher = gcm(key, iv);
  const out = operation === "encrypt" ? cipher.encrypt(data) : cipher.decrypt(data);
  return new Uint8Array(out);
}
