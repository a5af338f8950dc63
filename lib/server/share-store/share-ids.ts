import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Ids and delete tokens are random and unguessable: an id is the capability to read a share (its key
// stays in the link's fragment), a delete token the capability to revoke it. The store keeps only a
// token's SHA-256, so reading the store's data revokes nothing.

const ID_BYTES = 16;
const TOKEN_BYTES = 32;
const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export function newShareId(): string {
  return randomBytes(ID_BYTES).toString("base64url");
}

/** Exactly what newShareId makes: checked before an id reaches the store (keys, file names). */
export function isShareId(value: string): boolean {
  return ID_SHAPE.test(value) && Buffer.from(value, "base64url").toString("base64url") === value;
}

export function newDeleteToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashDeleteToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Constant time: both sides are SHA-256 digests, so their lengths match whatever was sent. */
export function deleteTokenMatches(storedHash: string, candidate: string): boolean {
  const expected = Buffer.from(storedHash, "base64url");
  const given = createHash("sha256").update(candidate).digest();
  return expected.length === given.length && timingSafeEqual(expected, given);
}
