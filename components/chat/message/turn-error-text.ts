// The headline for each way a reply can fail, in one table: upstream's kinds, the browser's own
// (network, stream) and the gateway's (lib/protocol/gateway-error-kind.ts). Several kinds read the
// same to a person; the detail under the headline says the rest.

import type { MessageKey } from "@/lib/i18n/en";
import type { TurnErrorKind } from "@/lib/protocol/turn-error-kind";

type TurnErrorKey = Extract<MessageKey, `turnError.${string}`>;

export const TURN_ERROR_TEXT: Readonly<Record<TurnErrorKind, TurnErrorKey>> = {
  invalid_request: "turnError.invalid_request",
  authentication: "turnError.authentication",
  permission: "turnError.permission",
  not_found: "turnError.not_found",
  too_large: "turnError.too_large",
  rate_limit: "turnError.rate_limit",
  server: "turnError.server",
  overloaded: "turnError.overloaded",
  network: "turnError.network",
  stream: "turnError.stream",
  reply_lost: "turnError.reply_lost",
  invalid_json: "turnError.invalid_request",
  unsupported_media_type: "turnError.invalid_request",
  body_too_large: "turnError.too_large",
  json_too_deep: "turnError.too_complex",
  body_too_complex: "turnError.too_complex",
  body_stalled: "turnError.body_stalled",
  body_cut_off: "turnError.network",
  server_busy: "turnError.server_busy",
  cross_site: "turnError.cross_site",
  host_not_allowed: "turnError.host_not_allowed",
  access_denied: "turnError.access_denied",
  access_limited: "turnError.access_limited",
  user_key_invalid: "turnError.user_key_invalid",
  user_key_rejected: "turnError.user_key_rejected",
  upstream_credentials: "turnError.authentication",
  upstream_unreachable: "turnError.upstream_unreachable",
  upstream_timeout: "turnError.upstream_timeout",
  upstream_idle: "turnError.upstream_idle",
  upstream_unrelayable: "turnError.server",
  server_misconfigured: "turnError.server_misconfigured",
};

/** The headline's key; a kind this client does not know (an import from a newer version) reads as unknown. */
export function turnErrorKey(kind: TurnErrorKind | null): TurnErrorKey | "stop.errorUnknown" {
  return kind === null ? "stop.errorUnknown" : TURN_ERROR_TEXT[kind];
}
