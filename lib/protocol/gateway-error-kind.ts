// The errors the gateway itself answers with (not upstream's, which it relays as they came). The
// server words and statuses them (lib/server/gateway/errors.ts); each error body also carries its
// kind under GATEWAY_KIND_FIELD, so the browser chat can say what happened in the reader's language.

export const GATEWAY_ERROR_KINDS = [
  "invalid_json",
  "invalid_request",
  "body_too_large",
  "body_stalled",
  "body_cut_off",
  "json_too_deep",
  "body_too_complex",
  "server_busy",
  "unsupported_media_type",
  "cross_site",
  "host_not_allowed",
  "access_denied",
  "access_limited",
  "user_key_invalid",
  "user_key_rejected",
  "upstream_credentials",
  "upstream_unreachable",
  "upstream_timeout",
  "upstream_idle",
  "upstream_unrelayable",
  "server_misconfigured",
] as const;

export type GatewayErrorKind = (typeof GATEWAY_ERROR_KINDS)[number];

/** The member of an error body's `error` object that names the gateway's kind. */
export const GATEWAY_KIND_FIELD = "moonlit_kind";

export function isGatewayErrorKind(value: unknown): value is GatewayErrorKind {
  return typeof value === "string" && (GATEWAY_ERROR_KINDS as readonly string[]).includes(value);
}
