// The share API's wire contract (the routes under app/api/share): where it lives, the expiries a new
// share may ask for, and the bodies of its successful answers. One module for the server that answers
// (lib/server/share) and the browser that asks (lib/chat/share); its errors are in share-error-kinds.ts.
// The browser checks every answer, since a proxy or an old deployment may answer something else.

import { isRecord } from "@/lib/protocol/is-record";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What POST /api/share's `expires` may say, and how long the share is then kept (null: until revoked). */
export const SHARE_EXPIRIES = { "1d": DAY_MS, "7d": 7 * DAY_MS, "30d": 30 * DAY_MS, never: null } as const;

export type ShareExpiry = keyof typeof SHARE_EXPIRIES;

/** The expiries, shortest first: the order a person picks from and an error message names them in. */
export const SHARE_EXPIRY_CHOICES = Object.keys(SHARE_EXPIRIES) as [ShareExpiry, ...ShareExpiry[]];

export function shareApiUrl(origin: string, id?: string): string {
  return id === undefined ? `${origin}/api/share` : `${origin}/api/share/${encodeURIComponent(id)}`;
}

/** The link a visitor opens: the key only in the fragment, which browsers never send to a server. */
export function shareLinkUrl(origin: string, id: string, key: string): string {
  return `${origin}/s/${encodeURIComponent(id)}#${key}`;
}

const isExpiry = (value: unknown): value is number | null => value === null || (typeof value === "number" && Number.isFinite(value));

/** GET /api/share: whether this server can keep shares (on Vercel only with REDIS_URL), and how large one may be. */
export interface ShareAvailability {
  available: boolean;
  problem?: "needs-redis";
  maxBytes: number;
}

/** POST /api/share's 201 answer. */
export interface CreatedShare {
  id: string;
  deleteToken: string;
  expiresAt: number | null;
}

/** GET /api/share/{id}'s answer. */
export interface StoredShare {
  ciphertext: string;
  createdAt: number;
  expiresAt: number | null;
}

export function asCreatedShare(value: unknown): CreatedShare | null {
  if (!isRecord(value) || typeof value.id !== "string" || value.id === "" || typeof value.deleteToken !== "string") return null;
  return isExpiry(value.expiresAt) ? { id: value.id, deleteToken: value.deleteToken, expiresAt: value.expiresAt } : null;
}

export function asStoredShare(value: unknown): StoredShare | null {
  if (!isRecord(value) || typeof value.ciphertext !== "string" || typeof value.createdAt !== "number") return null;
  return isExpiry(value.expiresAt) ? { ciphertext: value.ciphertext, createdAt: value.createdAt, expiresAt: value.expiresAt } : null;
}

export function asShareAvailability(value: unknown): ShareAvailability | null {
  if (!isRecord(value) || typeof value.available !== "boolean" || typeof value.maxBytes !== "number") return null;
  return {
    available: value.available,
    ...(value.problem === "needs-redis" ? { problem: "needs-redis" as const } : {}),
    maxBytes: value.maxBytes,
  };
}
