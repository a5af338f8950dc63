// Why a reply failed, as a closed set: what upstream's status or error type says, what went wrong
// in the browser (the connection, the stream), or the gateway's own kind when it answered itself.
// The UI words each kind through one table (components/chat/message/turn-error-text.ts).

import { GATEWAY_ERROR_KINDS, type GatewayErrorKind } from "./gateway-error-kind";

export const UPSTREAM_ERROR_KINDS = [
  "invalid_request",
  "authentication",
  "permission",
  "not_found",
  "too_large",
  "rate_limit",
  "server",
  "overloaded",
  "network",
  "stream",
  // A resumable reply the gateway no longer has (it restarted, the reply expired): the page keeps its partial.
  "reply_lost",
] as const;

export type TurnErrorKind = (typeof UPSTREAM_ERROR_KINDS)[number] | GatewayErrorKind;

const KINDS: ReadonlySet<string> = new Set([...UPSTREAM_ERROR_KINDS, ...GATEWAY_ERROR_KINDS]);

/** Stored turns may come from an import or an older version: their kind is checked, not trusted. */
export function isTurnErrorKind(value: unknown): value is TurnErrorKind {
  return typeof value === "string" && KINDS.has(value);
}
