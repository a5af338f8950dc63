import "server-only";
import { checkHeaders } from "./header-rules";
import type { OperatorServer } from "./operator-servers";
import { HEADERS_HEADER, operatorIdOf, PASSED_REQUEST_HEADERS, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import type { RelayErrorKind } from "./relay-errors";

// Where a relayed request goes and with which headers. A URL the browser names goes as it is,
// with the headers the browser supplies. An operator server's stand-in URL (https://<id>.mcp-operator.invalid/) is mapped to the
// configured one, and the operator's headers are added here, on the server, after (so over) the
// browser's: the browser never learns them and cannot replace them.

export interface RelayTarget {
  url: URL;
  /** The MCP transport's own headers (accept, content-type, session id…), sent on every hop. */
  protocolHeaders: Record<string, string>;
  /** Credentials and other supplied headers: sent only while the request stays on its first origin. */
  suppliedHeaders: Record<string, string>;
  /** Set for an operator server: the one origin trusted on a private network and given its headers. */
  operator?: OperatorServer;
}

export type TargetResult = { ok: true; target: RelayTarget } | { ok: false; kind: RelayErrorKind; detail?: string };

const MAX_SUPPLIED_HEADERS = 32;

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

function operatorUrl(target: URL, server: OperatorServer): URL {
  const configured = new URL(server.url);
  if (target.pathname === "/" && target.search === "") return configured;
  return new URL(`${target.pathname}${target.search}`, configured.origin);
}

export function resolveTarget(request: Request, servers: readonly OperatorServer[]): TargetResult {
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
  return {
    ok: true,
    target: { url: operatorUrl(url, server), protocolHeaders, suppliedHeaders: { ...supplied.headers, ...server.headers }, operator: server },
  };
}
