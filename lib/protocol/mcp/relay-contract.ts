// The wire contract between the browser's MCP client and the relay (app/api/mcp/relay/route.ts),
// used by both sides: the browser hands the MCP SDK a fetch (lib/chat/mcp/relay-fetch.ts) that sends
// every request (MCP messages, the SSE streams, OAuth discovery, registration and token requests) to
// the relay, naming the real URL in a header.

export const RELAY_PATH = "/api/mcp/relay";
export const SERVERS_PATH = "/api/mcp/servers";

/** The absolute URL the request is for (required; a custom header, so no other site can send it). */
export const TARGET_HEADER = "x-moonlit-mcp-target";
/** Optional JSON object of further headers for the MCP server (a bearer token, an API key). */
export const HEADERS_HEADER = "x-moonlit-mcp-headers";
/** On the relay's own refusals and failures: their kind (relay-errors.ts). */
export const RELAY_ERROR_HEADER = "x-moonlit-mcp-relay-error";

/** Request headers the MCP transports set, relayed as themselves. */
export const PASSED_REQUEST_HEADERS = ["accept", "content-type", "mcp-session-id", "mcp-protocol-version", "last-event-id"] as const;
/** Response headers handed back to the browser; no others (cookies, CORS grants, caching) reach it. */
export const PASSED_RESPONSE_HEADERS = ["content-type", "mcp-session-id", "mcp-protocol-version", "www-authenticate", "retry-after"] as const;

/**
 * Operator-configured servers (MCP_SERVERS) are addressed under a name that never resolves
 * (".invalid", RFC 2606): the relay maps it to the real URL, so neither that URL nor its headers
 * reach the browser. The root path stands for the configured URL; besides it, the relay takes only
 * OAuth discovery under /.well-known/ and the legacy SSE transport's message endpoint, which it
 * hands the browser as a signed stand-in path (lib/server/mcp/operator-endpoint.ts).
 */
export const OPERATOR_HOST_SUFFIX = ".mcp-operator.invalid";

export function operatorServerUrl(id: string): string {
  return `https://${id}${OPERATOR_HOST_SUFFIX}/`;
}

/** The operator server id a target URL names, if it names one. */
export function operatorIdOf(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  return host.endsWith(OPERATOR_HOST_SUFFIX) ? host.slice(0, -OPERATOR_HOST_SUFFIX.length) : undefined;
}
