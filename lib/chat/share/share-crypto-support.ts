// Sealing and opening shares needs gzip streams and a secure random source, which every current
// browser has, on http pages too (AES itself falls back to JavaScript there: lib/chat/share/cipher/aes-gcm.ts).
// Checked first, so an old browser gets a clear "unavailable" rather than a TypeError deep inside.

export const NO_SHARE_CRYPTO_MESSAGE = "This browser cannot seal share links: it lacks CompressionStream or crypto.getRandomValues.";

export function canSealShares(): boolean {
  return typeof globalThis.crypto?.getRandomValues === "function" && typeof CompressionStream === "function";
}
