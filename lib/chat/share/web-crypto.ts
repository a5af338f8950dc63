// Sealing and opening shares needs WebCrypto, which browsers give only to secure contexts: a
// self-hosted Moonlit reached over plain http on a LAN has none. Checked first, so that case is a
// clear "unavailable" rather than a TypeError deep inside.

export const NO_WEB_CRYPTO_MESSAGE = "Share links need a secure page (https or localhost): this browser offers no WebCrypto here.";

export function hasWebCrypto(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === "function" && typeof CompressionStream === "function";
}
