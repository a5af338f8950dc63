// Why a turn failed, as a TurnError the UI can show and decide to retry on. Upstream error bodies
// come in two shapes (Anthropic `{type:"error",error:{…}}`, OpenAI `{error:{…}}`) and in hybrids
// from gateways, so every field is read defensively. When our gateway answered itself, its body names
// its own kind (GATEWAY_KIND_FIELD) and that is the kind; otherwise the HTTP status decides it.

import { GATEWAY_KIND_FIELD, isGatewayErrorKind, type GatewayErrorKind } from "@/lib/protocol/gateway-error-kind";
import type { TurnError } from "@/lib/protocol/message";
import { isRecord } from "@/lib/protocol/is-record";
import { ownValue } from "@/lib/protocol/own-key";
import type { TurnErrorKind } from "@/lib/protocol/turn-error-kind";
import { errorMessage } from "@/lib/async/error-message";

const KIND_BY_STATUS: Record<number, TurnErrorKind> = {
  400: "invalid_request",
  401: "authentication",
  403: "permission",
  404: "not_found",
  413: "too_large",
  429: "rate_limit",
  529: "overloaded",
};

/** Upstream `error.type` values, for errors that arrive inside a 200 stream without a status. */
const KIND_BY_TYPE: Record<string, TurnErrorKind> = {
  invalid_request_error: "invalid_request",
  authentication_error: "authentication",
  permission_error: "permission",
  not_found_error: "not_found",
  request_too_large: "too_large",
  rate_limit_error: "rate_limit",
  rate_limit_exceeded: "rate_limit",
  api_error: "server",
  server_error: "server",
  overloaded_error: "overloaded",
};

// The gateway's own kinds retry as their statuses always did: a busy server, a rate limit, an upstream
// that could not be reached or went silent.
const RETRYABLE: ReadonlySet<TurnErrorKind> = new Set([
  "rate_limit",
  "server",
  "overloaded",
  "network",
  "stream",
  "reply_lost",
  "server_busy",
  "access_limited",
  "upstream_unreachable",
  "upstream_timeout",
  "upstream_idle",
  "upstream_unrelayable",
]);

function kindOfStatus(status: number): TurnErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 ? "server" : "invalid_request");
}

/**
 * `error.message` / `error.type` from either protocol's error body, or from a bare `{message}`, and
 * the gateway's kind when it wrote the body itself.
 */
export function readErrorBody(body: unknown): { message?: string; type?: string; gatewayKind?: GatewayErrorKind } {
  const outer = isRecord(body) ? body : undefined;
  const inner = isRecord(outer?.error) ? outer.error : undefined;
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const gatewayKind = inner?.[GATEWAY_KIND_FIELD];
  return {
    message: text(inner?.message) ?? text(outer?.message) ?? text(outer?.error),
    type: text(inner?.type) ?? text(inner?.code) ?? (outer?.type !== "error" ? text(outer?.type) : undefined),
    ...(isGatewayErrorKind(gatewayKind) ? { gatewayKind } : {}),
  };
}

/** `retry-after` is either seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function makeError(kind: TurnErrorKind, message: string, extra: Partial<TurnError> = {}): TurnError {
  return { kind, message, retryable: RETRYABLE.has(kind), ...extra };
}

/** A non-2xx response. */
export async function errorFromResponse(response: Response, now: number): Promise<TurnError> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    // The body may fail to arrive; the status alone still says what happened.
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const read = readErrorBody(body);
  const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"), now);
  const message = read.message ?? (text.trim().slice(0, 500) || response.statusText || `HTTP ${response.status}`);
  return makeError(read.gatewayKind ?? kindOfStatus(response.status), message, {
    status: response.status,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}

/** An error event inside a 200 stream (`event: error`, or OpenAI's `data: {"error":…}`). */
export function errorFromUpstreamBody(body: unknown): TurnError {
  const read = readErrorBody(body);
  const kind = read.gatewayKind ?? ownValue(KIND_BY_TYPE, read.type) ?? "server";
  // The headline comes from the kind, in the reader's language; the message is upstream's detail.
  return makeError(kind, read.message ?? "");
}

/** The stream broke the protocol or ended early (a dropped connection mid-reply). */
export function streamError(message: string): TurnError {
  return makeError("stream", message);
}

/** A reply the page lost its connection to, which the gateway can no longer give back; `detail` says why. */
export function replyLostError(detail: string): TurnError {
  return makeError("reply_lost", detail);
}

export function networkError(cause: unknown): TurnError {
  const detail = cause instanceof Error && cause.message ? cause.message : String(cause);
  return makeError("network", detail);
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof Error || (typeof DOMException !== "undefined" && error instanceof DOMException)) &&
    (error as Error).name === "AbortError"
  );
}

/** The request could not be built from the conversation (settings or history the format rejects). */
export function invalidRequestError(cause: unknown): TurnError {
  return makeError("invalid_request", errorMessage(cause));
}

/** An accumulator's error at the end of a stream, in the shape both protocols' accumulators share. */
export type StreamEndError = { kind: "upstream"; body: unknown } | { kind: "protocol"; message: string } | null;

/** A protocol slip in a stream that still reached its end marker leaves a usable reply: not a failure. */
export function turnErrorOf(error: StreamEndError, done: boolean): TurnError | null {
  if (error === null) return null;
  if (error.kind === "upstream") return errorFromUpstreamBody(error.body);
  return done ? null : streamError(error.message);
}
