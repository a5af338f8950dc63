import "server-only";
import { isRecord } from "@/lib/protocol/is-record";
import { isJsonRpc } from "./relay-rpc";

// What the relay carries: the requests MCP clients send, those of the MCP SDK's two transports and
// of its OAuth client, told apart by method, headers and body. Anything else is refused before it
// leaves, so the relay is no way to fetch or post to any URL for whoever can reach it.

export type RequestShape =
  /** A JSON-RPC message or batch (POST, JSON). */
  | { kind: "message"; message: unknown }
  /** An MCP event stream (GET, Accept: text/event-stream). */
  | { kind: "listen" }
  /** The end of a Streamable HTTP session (DELETE, Mcp-Session-Id, no body). */
  | { kind: "end_session" }
  /** OAuth and OpenID metadata (GET under /.well-known/). */
  | { kind: "discovery" }
  /** Dynamic client registration, RFC 7591 (POST, JSON with redirect_uris). */
  | { kind: "registration" }
  /** A token request, RFC 6749 (POST, form with grant_type). */
  | { kind: "token" };

export type ShapeResult = { ok: true; shape: RequestShape } | { ok: false; detail: string };

const mediaTypeOf = (headers: Headers) => (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

const accepts = (headers: Headers, type: string) =>
  (headers.get("accept") ?? "")
    .split(",")
    .some((entry) => entry.split(";")[0].trim().toLowerCase() === type);

function parsedJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

function postShape(headers: Headers, body: Uint8Array): ShapeResult {
  const type = mediaTypeOf(headers);
  if (type === "application/json") {
    const value = parsedJson(body);
    if (isJsonRpc(value)) return { ok: true, shape: { kind: "message", message: value } };
    if (isRecord(value) && Array.isArray(value.redirect_uris)) return { ok: true, shape: { kind: "registration" } };
    return { ok: false, detail: "a JSON POST that is neither JSON-RPC nor an OAuth client registration (with redirect_uris)" };
  }
  if (type === "application/x-www-form-urlencoded") {
    if (new URLSearchParams(new TextDecoder().decode(body)).has("grant_type")) return { ok: true, shape: { kind: "token" } };
    return { ok: false, detail: "a form POST without grant_type, so not an OAuth token request" };
  }
  return { ok: false, detail: "a POST whose body is neither JSON nor a form" };
}

export function requestShape(request: Pick<Request, "method" | "headers">, target: URL, body: Uint8Array): ShapeResult {
  const { method, headers } = request;
  if (method === "POST") return postShape(headers, body);
  if (method === "GET") {
    // The SDK looks for metadata at /.well-known/… and, OpenID's way, at …/.well-known/openid-configuration.
    if (target.pathname.includes("/.well-known/")) return { ok: true, shape: { kind: "discovery" } };
    if (accepts(headers, "text/event-stream")) return { ok: true, shape: { kind: "listen" } };
    return { ok: false, detail: "a GET that neither accepts text/event-stream nor asks for /.well-known/" };
  }
  if (method === "DELETE") {
    if (headers.has("mcp-session-id") && body.byteLength === 0) return { ok: true, shape: { kind: "end_session" } };
    return { ok: false, detail: "a DELETE without an Mcp-Session-Id header, or with a body" };
  }
  return { ok: false, detail: `${method}, which MCP clients do not send` };
}
