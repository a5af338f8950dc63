import "server-only";
import { RELAY_ERROR_HEADER } from "@/lib/protocol/mcp/relay-contract";
import { refusalHeaders, type Refusal, type RefusalKind } from "@/lib/server/access/admit";
import { BASE_ERRORS } from "@/lib/server/base-errors";

// Every failure the relay itself reports, as a typed value: one table from kind to HTTP status and
// to the sentence a person reads, the relay's own kinds extending the base table every route shares
// (lib/server/base-errors.ts: the admission step's refusals). Failures before the MCP server answers
// are HTTP errors from the relay (with their kind in x-moonlit-mcp-relay-error); failures inside the
// answer to a call are JSON-RPC errors for that call (relay-rpc.ts), which the MCP client hands to
// the caller as the call's own error.

export type RelayErrorKind =
  | RefusalKind
  | "body_too_large"
  | "body_stalled"
  | "body_cut_off"
  | "server_busy"
  | "target_missing"
  | "target_invalid"
  | "target_scheme"
  | "target_credentials"
  | "headers_invalid"
  | "unknown_server"
  | "operator_path"
  | "not_mcp_request"
  | "too_many_calls"
  | "address_private"
  | "address_metadata"
  | "unresolvable"
  | "unreachable"
  | "timeout"
  | "redirect_refused"
  | "too_many_redirects"
  | "answer_too_large"
  | "answer_stalled"
  | "answer_not_json_rpc"
  | "answer_not_mcp"
  | "answer_cut_off"
  | "call_too_long";

/** What the messages quote. */
export interface RelayLimits {
  timeoutMs: number;
  maxResponseBytes: number;
  maxRequestBytes: number;
  callDeadlineMs: number;
  maxCallsPerClient: number;
}

const mib = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MiB`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** A sentence, or one that quotes the relay's limits. */
interface RelayRow {
  status: number;
  message: string | ((limits: RelayLimits) => string);
}

const OWN: Record<Exclude<RelayErrorKind, RefusalKind>, RelayRow> = {
  body_too_large: { status: 413, message: (l) => `The MCP request is larger than the relay takes (${mib(l.maxRequestBytes)}).` },
  body_stalled: { status: 408, message: "The MCP request stopped arriving before it was complete. Send it again." },
  body_cut_off: { status: 400, message: "The connection broke before the MCP request was complete." },
  server_busy: { status: 503, message: "This server is relaying too many large MCP messages at once. Try again in a few seconds." },
  target_missing: { status: 400, message: "Name the MCP server's URL in the x-moonlit-mcp-target header." },
  target_invalid: { status: 400, message: "The MCP server's URL (x-moonlit-mcp-target) is not an absolute URL." },
  target_scheme: { status: 400, message: "Only http:// and https:// MCP servers can be reached." },
  target_credentials: {
    status: 400,
    message: "The MCP server's URL holds a user name or password: send credentials as a header instead.",
  },
  headers_invalid: { status: 400, message: "The headers for the MCP server (x-moonlit-mcp-headers) are not usable." },
  unknown_server: { status: 404, message: "This deployment has no MCP server by that id (MCP_SERVERS)." },
  operator_path: {
    status: 403,
    message: "This deployment's own MCP servers (MCP_SERVERS) are reached only at their configured URL, at OAuth discovery under /.well-known/ (GET) and at the message endpoint they announce (POST).",
  },
  not_mcp_request: {
    status: 400,
    message: "The MCP relay carries only what MCP clients send: JSON-RPC messages (POST, JSON), the event stream (GET, Accept: text/event-stream), the end of a session (DELETE, Mcp-Session-Id), OAuth discovery (GET under /.well-known/), and OAuth client registration (POST, JSON) and token requests (POST, form with grant_type).",
  },
  too_many_calls: {
    status: 429,
    message: (l) => `This client already has ${l.maxCallsPerClient} MCP requests under way through this server, as many as it may. Wait for one to finish.`,
  },
  address_private: {
    status: 403,
    message: "This MCP server is on a private, loopback or otherwise non-public address, which Moonlit does not reach unless its operator sets MCP_ALLOW_PRIVATE_NETWORKS=true.",
  },
  address_metadata: { status: 403, message: "This MCP server's address is a cloud metadata service, which Moonlit never reaches." },
  unresolvable: { status: 502, message: "The MCP server's host name could not be resolved." },
  unreachable: { status: 502, message: "The MCP server could not be reached." },
  timeout: { status: 504, message: (l) => `The MCP server did not answer within ${seconds(l.timeoutMs)}.` },
  redirect_refused: {
    status: 502,
    message: "The MCP server redirected a request that cannot be sent again to another address (only 307 and 308 keep a body).",
  },
  too_many_redirects: { status: 502, message: "The MCP server redirected more than 5 times." },
  answer_too_large: {
    status: 502,
    message: (l) => `The MCP server's answer is larger than Moonlit relays (${mib(l.maxResponseBytes)}), so it was dropped.`,
  },
  answer_stalled: {
    status: 504,
    message: (l) => `The MCP server sent nothing for ${seconds(l.timeoutMs)}, so Moonlit stopped waiting for its answer.`,
  },
  answer_not_json_rpc: { status: 502, message: "The MCP server answered with something that is not JSON-RPC." },
  answer_not_mcp: {
    status: 502,
    message: "The MCP server answered with something an MCP client does not read (neither JSON nor an event stream), so Moonlit did not hand it on.",
  },
  answer_cut_off: { status: 502, message: "The MCP server's connection ended before its answer was complete." },
  call_too_long: {
    status: 504,
    message: (l) => `The MCP call ran longer than Moonlit lets one call run (${seconds(l.callDeadlineMs)}), so it was ended.`,
  },
};

const TABLE: Record<RelayErrorKind, RelayRow> = { ...BASE_ERRORS, ...OWN };

export function relayErrorMessage(kind: RelayErrorKind, limits: RelayLimits, detail?: string): string {
  const row = TABLE[kind].message;
  const message = typeof row === "string" ? row : row(limits);
  return detail ? `${message} (${detail})` : message;
}

export function relayErrorResponse(kind: RelayErrorKind, limits: RelayLimits, options: { detail?: string; headers?: HeadersInit } = {}): Response {
  const message = relayErrorMessage(kind, limits, options.detail);
  const response = Response.json({ error: { type: "mcp_relay_error", kind, message } }, { status: TABLE[kind].status, headers: options.headers });
  response.headers.set(RELAY_ERROR_HEADER, kind);
  response.headers.set("cache-control", "no-store");
  return response;
}

/** A refusal of the admission step (lib/server/access/admit.ts), in the relay's shape. */
export function relayRefusalResponse(refusal: Refusal, limits: RelayLimits): Response {
  return relayErrorResponse(refusal.kind, limits, { headers: refusalHeaders(refusal) });
}
