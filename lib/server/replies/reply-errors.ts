import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import type { ErrorRow } from "@/lib/server/base-errors";
import { routeErrorResponse } from "@/lib/server/gateway/errors";
import type { RefusalReason } from "./resumable-replies";

// The replies route's own errors: why a reply cannot be resumed or stopped, and a store that
// cannot be asked. They extend the base table (lib/server/base-errors.ts), whose refusals the route
// answers as the gateway does, and are written in the caller's format by the gateway's one writer.

export type ReplyErrorKind =
  | "reply_not_found"
  | "reply_not_kept"
  | "reply_failed"
  | "reply_abandoned"
  | "reply_offset_invalid"
  | "reply_store_unreachable";

const TABLE: Record<ReplyErrorKind, ErrorRow> = {
  reply_not_found: { status: 404, message: "No reply with this id is kept here: it ended long ago, or the server restarted." },
  reply_not_kept: { status: 410, message: "This reply grew past what the server keeps, so it cannot be picked up." },
  reply_failed: { status: 410, message: "The model service broke this reply off; there is no more of it to pick up." },
  reply_abandoned: { status: 410, message: "The server writing this reply stopped before it ended; there is no more of it to pick up." },
  reply_offset_invalid: { status: 400, message: "The offset is past what this reply has sent." },
  // Redis unreachable: the page may try again.
  reply_store_unreachable: { status: 503, message: "The store of kept replies cannot be reached just now; try again shortly." },
};

/** Each reason the store gives for not resuming a reply, as the route's error. */
export const REFUSAL_ERRORS: Record<RefusalReason, ReplyErrorKind> = {
  unknown: "reply_not_found",
  dropped: "reply_not_kept",
  failed: "reply_failed",
  abandoned: "reply_abandoned",
  "bad-offset": "reply_offset_invalid",
};

const STORE_RETRY_AFTER = { "retry-after": "2" };

export function replyErrorResponse(protocol: Protocol, kind: ReplyErrorKind): Response {
  return routeErrorResponse(protocol, kind, TABLE[kind], kind === "reply_store_unreachable" ? STORE_RETRY_AFTER : undefined);
}
