import "server-only";
import type { QuotaRefusal } from "@/lib/server/share-store/share-quota";
import type { ShareError } from "./share-errors";

// What the share API says when a share does not fit: which bound, its value, and the variable that
// sets it, so a program's log tells the operator what to change. (The browser words the kind itself.)

const MIB = 1024 * 1024;

/** "200 MiB", "1.5 MiB", "4096 bytes". */
export function sizeText(bytes: number): string {
  if (bytes < MIB) return `${bytes} bytes`;
  return `${Number((bytes / MIB).toFixed(1))} MiB`;
}

const EXPIRING_MAKES_ROOM = "Links that expire make room again; revoking links makes room now.";

export function quotaError(refusal: QuotaRefusal): ShareError {
  const { limit, max } = refusal;
  switch (limit) {
    case "store_shares":
      return { kind: "store_full", message: `The share store is full: it keeps at most ${max} shares (SHARE_STORE_MAX_SHARES). ${EXPIRING_MAKES_ROOM}` };
    case "store_bytes":
      return { kind: "store_full", message: `The share store is full: it keeps at most ${sizeText(max)} of shares (SHARE_STORE_MAX_BYTES). ${EXPIRING_MAKES_ROOM}` };
    case "never_shares":
      return {
        kind: "never_expiring_full",
        message:
          max === 0
            ? "This server keeps no shares that never expire (SHARE_NEVER_EXPIRING_MAX_SHARES is 0). Choose an expiry."
            : `This server keeps at most ${max} shares that never expire (SHARE_NEVER_EXPIRING_MAX_SHARES), and has that many. Choose an expiry.`,
      };
    case "never_bytes":
      return {
        kind: "never_expiring_full",
        message: `This server keeps at most ${sizeText(max)} of shares that never expire (SHARE_NEVER_EXPIRING_MAX_BYTES). Choose an expiry.`,
      };
  }
}

export function clientBytesError(limit: number, retryAfterSeconds: number): ShareError {
  return {
    kind: "rate_limited",
    message: `Shares from here may take at most ${sizeText(limit)} an hour (SHARE_CLIENT_BYTES_PER_HOUR), and this one would pass it. Wait, then try again.`,
    retryAfterSeconds,
  };
}
