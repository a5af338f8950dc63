// The share API's error kinds, as its `{ error: { kind } }` bodies name them: one list for the
// server that answers with them (lib/server/share) and the browser that reads them (lib/chat/share).

export const SHARE_ERROR_KINDS = [
  "bad_request",
  "unsupported_media_type",
  "unauthorized",
  "forbidden",
  "not_found",
  "expired",
  "revoked",
  "too_large",
  "rate_limited",
  "unavailable",
  "store_full",
  "never_expiring_full",
] as const;

export type ShareErrorKind = (typeof SHARE_ERROR_KINDS)[number];
