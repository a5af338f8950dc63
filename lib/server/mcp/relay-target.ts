import "server-only";
import { checkHeaders } from "./header-rules";
import { endpointPathOf, type EndpointPath } from "./operator-endpoint";
import type { OperatorServer } from "./operator-servers";
import { HEADERS_HEADER, operatorIdOf, PASSED_REQUEST_HEADERS, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import type { RelayErrorKind } from "./relay-errors";
import type { RequestShape } from "./relay-shape";

// Where a relayed request goes and with which headers. A URL the browser names goes as it is,
// with the headers the browser supplies. An operator server's stand-in URL
// (https://<id>.mcp-operator.invalid/…) names one of the few places that server's trust covers,
// each built from the configured URL (a path is set on it, never resolved against it: "//host/x"
// stays a path), and the operator's headers go with it, over the browser's, only to that origin
// (relay-send.ts): the browser never learns them and cannot replace or redirect them.

/** The places of an operator's server: its configured URL, OAuth discovery, the message endpoint it announced. */
export type OperatorRoute = "configured" | "discovery" | "endpoint";

export interface OperatorTarget {
  server: OperatorServer;
  /** The configured URL's origin: the one origin trusted on a private network and given the server's headers. */
  origin: string;
  route: OperatorRoute;
}

export interface RelayTarget {
  url: URL;
  /** The MCP transport's own headers (accept, content-type, session id…), sent on every hop. */
  protocolHeaders: Record<string, string>;
  /** The headers the browser supplies (its credentials): sent only while the request stays on its first origin. */
  suppliedHeaders: Record<string, string>;
  operator?: OperatorTarget;
}

export type TargetResult = { ok: true; target: RelayTarget } | { ok: false; kind: RelayErrorKind; detail?: string };

const MAX_SUPPLIED_HEADERS = 32;

// What each place takes: a discovery is a GET, an endpoint takes messages.
const ROUTE_SHAPES: Record<OperatorRoute, readonly RequestShape["kind"][]> = {
  configured: ["message", "listen", "end_session"],
  discovery: ["discovery"],
  endpoint: ["message"],
};

const ROUTE_NAMES: Record<OperatorRoute, string> = {
  configured: "its configured URL",
  discovery: "OAuth discovery",
  endpoint: "its message endpoint",
};

/** Whether the operator's trust covers a request of this shape at this place. */
export function operatorTakes(operator: OperatorTarget, shape: RequestShape): boolean {
  return ROUTE_SHAPES[operator.route].includes(shape.kind);
}

/** What the browser is told of a request refused at a place (never the configured URL itself). */
export function refusedAt(operator: OperatorTarget, method: string): string {
  return `not this ${method} at ${ROUTE_NAMES[operator.route]}`;
}

function suppliedHeaders(request: Request): { ok: true; headers: Record<string, string> } | { ok: false; detail: string } {
  const raw = request.headers.get(HEADERS_HEADER);
  if (raw === null || raw.trim() === "") return { ok: true, headers: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, detail: "not JSON" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { ok: false, detail: "not a JSON object" };
  const entries = Object.entries(parsed);
  if (entries.length > MAX_SUPPLIED_HEADERS) return { ok: false, detail: `more than ${MAX_SUPPLIED_HEADERS} headers` };
  if (!entries.every(([, value]) => typeof value === "string")) return { ok: false, detail: "every value must be a string" };
  const checked = checkHeaders(parsed as Record<string, string>);
  return checked.ok ? checked : { ok: false, detail: checked.problem };
}

/** The configured URL with another path and query set on it: its origin stays the configured one. */
function withPath(server: OperatorServer, path: EndpointPath): URL {
  const url = new URL(server.url);
  url.pathname = path.pathname;
  url.search = path.search;
  return url;
}

/** The real URL a stand-in names, and which place it is; undefined for any other path. */
function operatorPlace(standIn: URL, server: OperatorServer, secret: () => string): { url: URL; route: OperatorRoute } | undefined {
  if (standIn.pathname === "/" && standIn.search === "") return { url: new URL(server.url), route: "configured" };
  if (standIn.pathname.startsWith("/.well-known/")) return { url: withPath(server, standIn), route: "discovery" };
  const endpoint = endpointPathOf(server, secret(), standIn);
  return endpoint && { url: withPath(server, endpoint), route: "endpoint" };
}

/** `secret`: the deployment's, for the endpoints the relay signed (operator-endpoint.ts). */
export function resolveTarget(request: Request, servers: readonly OperatorServer[], secret: () => string): TargetResult {
  const named = request.headers.get(TARGET_HEADER);
  if (named === null || named.trim() === "") return { ok: false, kind: "target_missing" };
  let url: URL;
  try {
    url = new URL(named.trim());
  } catch {
    return { ok: false, kind: "target_invalid" };
  }
  const supplied = suppliedHeaders(request);
  if (!supplied.ok) return { ok: false, kind: "headers_invalid", detail: supplied.detail };

  const protocolHeaders: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) protocolHeaders[name] = value;
  }

  const id = operatorIdOf(url);
  if (id === undefined) return { ok: true, target: { url, protocolHeaders, suppliedHeaders: supplied.headers } };
  const server = servers.find((candidate) => candidate.id === id);
  if (!server) return { ok: false, kind: "unknown_server" };
  const place = operatorPlace(url, server, secret);
  if (!place) return { ok: false, kind: "operator_path", detail: `not ${request.method} ${url.pathname}` };
  const operator = { server, origin: new URL(server.url).origin, route: place.route };
  return { ok: true, target: { url: place.url, protocolHeaders, suppliedHeaders: supplied.headers, operator } };
}
