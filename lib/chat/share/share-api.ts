// Where the share API lives and what its successful answers hold (the routes under app/api/share).
// Answers are checked, since a proxy or an old deployment may answer something else.

import { isRecord } from "@/lib/protocol/is-record";

export type ShareExpiry = "1d" | "7d" | "30d" | "never";

export const SHARE_EXPIRIES: readonly ShareExpiry[] = ["1d", "7d", "30d", "never"];

export function shareApiUrl(origin: string, id?: string): string {
  return id === undefined ? `${origin}/api/share` : `${origin}/api/share/${encodeURIComponent(id)}`;
}

/** The link a visitor opens: the key only in the fragment, which browsers never send to a server. */
export function shareLinkUrl(origin: string, id: string, key: string): string {
  return `${origin}/s/${encodeURIComponent(id)}#${key}`;
}

const isExpiry = (value: unknown): value is number | null => value === null || (typeof value === "number" && Number.isFinite(value));

export interface CreatedShare {
  id: string;
  deleteToken: string;
  expiresAt: number | null;
}

export function asCreatedShare(value: unknown): CreatedShare | null {
  if (!isRecord(value) || typeof value.id !== "string" || value.id === "" || typeof value.deleteToken !== "string") return null;
  return isExpiry(value.expiresAt) ? { id: value.id, deleteToken: value.deleteToken, expiresAt: value.expiresAt } : null;
}

export interface StoredShare {
  ciphertext: string;
  createdAt: number;
  expiresAt: number | null;
}

export function asStoredShare(value: unknown): StoredShare | null {
  if (!isRecord(value) || typeof value.ciphertext !== "string" || typeof value.createdAt !== "number") return null;
  return isExpiry(value.expiresAt) ? { ciphertext: value.ciphertext, createdAt: value.createdAt, expiresAt: value.expiresAt } : null;
}

export interface ShareAvailability {
  available: boolean;
  problem?: "needs-redis";
  maxBytes: number;
}

export function asShareAvailability(value: unknown): ShareAvailability | null {
  if (!isRecord(value) || typeof value.available !== "boolean" || typeof value.maxBytes !== "number") return null;
  return {
    available: value.available,
    ...(value.problem === "needs-redis" ? { problem: "needs-redis" as const } : {}),
    maxBytes: value.maxBytes,
  };
}
