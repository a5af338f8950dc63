import { createHash } from "node:crypto";
import { stripCommentEvents } from "./sse-comments";

// Are the relayed bytes the upstream's bytes? Compared after removing the comment events the gateway
// may add, by length and by SHA-256.

export interface ByteComparison {
  directBytes: number;
  relayedBytes: number;
  /** Bytes of comment events in the relayed stream beyond those in the direct one. */
  addedCommentBytes: number;
  identical: boolean;
  /** SHA-256 of the direct stream (hex, first 16 chars). */
  hash: string;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export function compareBytes(direct: Buffer, relayed: Buffer): ByteComparison {
  const a = stripCommentEvents(direct);
  const b = stripCommentEvents(relayed);
  const hashA = sha256(a.bytes);
  const identical = a.bytes.byteLength === b.bytes.byteLength && hashA === sha256(b.bytes);
  return {
    directBytes: direct.byteLength,
    relayedBytes: relayed.byteLength,
    addedCommentBytes: b.removed - a.removed,
    identical,
    hash: hashA.slice(0, 16),
  };
}
