import "server-only";
import type { GatewayErrorKind } from "@/lib/protocol/gateway-error-kind";
import type { Protocol } from "@/lib/protocol/models";
import { GATEWAY_ADAPTERS } from "./adapters/registry";
import { refusalHeaders, type Refusal } from "@/lib/server/access/admit";
import { BASE_ERRORS, type BaseErrorKind, type ErrorRow } from "@/lib/server/base-errors";
import { BUSY_MESSAGE } from "./body-budget";

// Every error the gateway itself produces, as a typed value. One table maps each kind to its HTTP
// status and the sentence an API client reads, extending the base table every route shares
// (lib/server/base-errors.ts); each format's gateway adapter gives its type in that format's error
// shape (lib/server/gateway/adapters), and the body carries the kind itself, which the browser chat
// words in the reader's language. This is the one writer of Anthropic's and OpenAI's error shapes:
// the replies route writes its own errors with it too (routeErrorResponse).

export type { GatewayErrorKind };

export interface GatewayError {
  kind: GatewayErrorKind;
  /** The request field at fault, for validation errors. */
  field?: string;
  /** Overrides the table's message (validation messages name the field). */
  message?: string;
}

// The base table's kinds (where a request comes from, access, a misconfigured deployment) come from
// it; the rest are the gateway's own.
const OWN: Record<Exclude<GatewayErrorKind, BaseErrorKind>, ErrorRow> = {
  invalid_json: {
    status: 400,
    message: "The request body is not valid JSON.",
  },
  invalid_request: {
    status: 400,
    message: "The request is invalid.",
  },
  body_too_large: {
    status: 413,
    message: "The request body is larger than this server accepts.",
  },
  body_stalled: {
    status: 408,
    message: "The request body stopped arriving before it was complete, so the server stopped waiting. Send it again.",
  },
  // Seldom read: the client that cut its upload off is usually gone. It names the request in the log.
  body_cut_off: {
    status: 400,
    message: "The connection broke before the request body was complete.",
  },
  json_too_deep: {
    status: 400,
    message: "The request body nests arrays and objects deeper than this server accepts (128 levels).",
  },
  // A body of more values than MAX_REQUEST_VALUES (request-check.ts), or whose parsed form outgrew
  // the memory its worker thread has (request-check-pool.ts).
  body_too_complex: {
    status: 413,
    message: "The request body is made of more parts (JSON values) than this server reads at once (2,000,000).",
  },
  server_busy: {
    status: 503,
    message: BUSY_MESSAGE,
  },
  user_key_invalid: {
    status: 400,
    message: "That does not look like an EvoLink key: check the one in Settings.",
  },
  user_key_rejected: {
    status: 401,
    message: "EvoLink rejected your EvoLink key: check the one in Settings.",
  },
  upstream_credentials: {
    status: 401,
    message: "Upstream rejected the server's credentials; the operator must check the configuration.",
  },
  upstream_unreachable: {
    status: 502,
    message: "The model service could not be reached. Try again in a moment.",
  },
  upstream_timeout: {
    status: 504,
    message: "The model service did not answer in time. Try again in a moment.",
  },
  // Sent only inside a 200 stream, as its last event; the status is what the same failure earns before headers.
  upstream_idle: {
    status: 504,
    message: "The model service went silent mid-reply, so the reply ends here. Try again.",
  },
  upstream_unrelayable: {
    status: 502,
    message: "The model service answered with something other than JSON or an event stream.",
  },
};

const TABLE: Record<GatewayErrorKind, ErrorRow> = { ...BASE_ERRORS, ...OWN };

export function errorStatus(kind: GatewayErrorKind): number {
  return TABLE[kind].status;
}

export function errorBody(protocol: Protocol, error: GatewayError): Record<string, unknown> {
  const adapter = GATEWAY_ADAPTERS[protocol];
  const message = error.message ?? TABLE[error.kind].message;
  return adapter.errorBody({ ...adapter.errorTypes[error.kind], kind: error.kind, message, field: error.field });
}

function jsonError(body: Record<string, unknown>, status: number, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("cache-control", "no-store");
  return response;
}

export function errorResponse(protocol: Protocol, error: GatewayError, headers?: HeadersInit): Response {
  return jsonError(errorBody(protocol, error), errorStatus(error.kind), headers);
}

/** A refusal of the admission step (lib/server/access/admit.ts), in the protocol's shape. */
export function refusalResponse(protocol: Protocol, refusal: Refusal): Response {
  return errorResponse(protocol, { kind: refusal.kind }, refusalHeaders(refusal));
}

/**
 * An error from another route's own table (the replies route's), in the protocol's shape: the kind
 * stands where the format puts its most specific name (Anthropic's type, OpenAI's code). It carries
 * no gateway kind, which names the gateway's own errors only.
 */
export function routeErrorResponse(protocol: Protocol, kind: string, row: ErrorRow, headers?: HeadersInit): Response {
  const adapter = GATEWAY_ADAPTERS[protocol];
  return jsonError(adapter.errorBody({ ...adapter.routeErrorType(kind, row.status), message: row.message }), row.status, headers);
}

/** The error as the last event of an event stream, framed as the format frames its errors. */
export function errorEvent(protocol: Protocol, error: GatewayError): Uint8Array {
  const data = JSON.stringify(errorBody(protocol, error));
  return new TextEncoder().encode(GATEWAY_ADAPTERS[protocol].errorEvent(data));
}
