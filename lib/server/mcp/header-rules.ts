import "server-only";

// Which headers may travel to an MCP server on the relay's behalf, whether the operator
// (MCP_SERVERS) or the browser (x-moonlit-mcp-headers) supplies them. Framing and connection
// headers belong to the relay's own connection; the MCP protocol headers travel as themselves
// (relay-contract.ts); Moonlit's own headers are never forwarded.

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Printable ASCII and tabs: what every HTTP stack carries unchanged (no CR or LF, so no header injection).
const VALUE = /^[\t\x20-\x7e]*$/;

const RESERVED = new Set([
  "host",
  "connection",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "expect",
  "accept-encoding",
  // Set by the client's MCP transport; they travel as themselves.
  "content-type",
  "accept",
  "mcp-session-id",
  "mcp-protocol-version",
  "last-event-id",
]);

/** The problem with a header a caller wants sent, or undefined when it may go. */
export function headerProblem(name: string, value: string): string | undefined {
  if (!TOKEN.test(name)) return `"${name}" is not a valid header name`;
  const lower = name.toLowerCase();
  if (RESERVED.has(lower) || lower.startsWith("proxy-") || lower.startsWith("x-moonlit-") || lower.startsWith("sec-")) {
    return `the header ${lower} cannot be set here`;
  }
  if (!VALUE.test(value)) return `the header ${lower} has characters a header cannot carry (only printable ASCII)`;
  return undefined;
}

/** Header names lowercased; the first problem found, if any. */
export function checkHeaders(headers: Record<string, string>): { ok: true; headers: Record<string, string> } | { ok: false; problem: string } {
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const problem = headerProblem(name, value);
    if (problem) return { ok: false, problem };
    checked[name.toLowerCase()] = value;
  }
  return { ok: true, headers: checked };
}
