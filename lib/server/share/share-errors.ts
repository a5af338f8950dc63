import "server-only";
import type { ShareErrorKind } from "@/lib/protocol/share/share-error-kinds";
import type { Refusal, RefusalKind } from "@/lib/server/access/admit";
import { BASE_ERRORS, type ErrorRow } from "@/lib/server/base-errors";

// Every error the share API answers with, as a typed value, and one table from its kind to the HTTP
// status and the sentence a program's log shows (in English; the browser words each kind itself).
// Body: { "error": { "kind", "message" } }. The admission step's refusals keep the base table's
// status and sentence (lib/server/base-errors.ts) under the share API's names for them.

export type { ShareErrorKind };

export interface ShareError {
  kind: ShareErrorKind;
  /** Overrides the table's message, to name the field or the limit at fault. */
  message?: string;
  retryAfterSeconds?: number;
}

const TABLE: Record<ShareErrorKind, ErrorRow> = {
  bad_request: { status: 400, message: "The request is not a valid share." },
  unsupported_media_type: BASE_ERRORS.unsupported_media_type,
  unauthorized: BASE_ERRORS.access_denied,
  forbidden: { status: 403, message: "The X-Delete-Token header does not match this share." },
  not_found: { status: 404, message: "There is no share with this id." },
  expired: { status: 410, message: "This share has expired." },
  revoked: { status: 410, message: "This share was revoked by its owner." },
  too_large: { status: 413, message: "The share is larger than this server accepts." },
  rate_limited: { status: 429, message: "Too many shares created from here. Wait, then try again." },
  unavailable: { status: 503, message: "The share store cannot be reached right now. Try again in a moment." },
  // 507 Insufficient Storage: the request is fine, the store has no room for it (share-quota-refusals.ts).
  store_full: { status: 507, message: "The share store is full. Links that expire make room again." },
  never_expiring_full: { status: 507, message: "The share store keeps no more shares that never expire. Choose an expiry." },
};

/** The share API's name for each refusal of the admission step (its browser reads these). */
const REFUSAL_KINDS: Record<RefusalKind, ShareErrorKind> = {
  host_not_allowed: "forbidden",
  cross_site: "forbidden",
  unsupported_media_type: "unsupported_media_type",
  access_denied: "unauthorized",
  access_limited: "rate_limited",
};

export function refusalAsShareError({ kind, retryAfterSeconds }: Refusal): ShareError {
  return { kind: REFUSAL_KINDS[kind], message: BASE_ERRORS[kind].message, retryAfterSeconds };
}

export function shareErrorResponse(error: ShareError): Response {
  const headers = new Headers({ "cache-control": "no-store" });
  if (error.retryAfterSeconds !== undefined) headers.set("retry-after", String(error.retryAfterSeconds));
  const body = { error: { kind: error.kind, message: error.message ?? TABLE[error.kind].message } };
  return Response.json(body, { status: TABLE[error.kind].status, headers });
}
