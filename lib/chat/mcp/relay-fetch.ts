import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { HEADERS_HEADER, PASSED_REQUEST_HEADERS, RELAY_PATH, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";

// The browser's half of the relay contract (the relay's own tests use it too): a fetch for the MCP
// SDK's transports and OAuth functions that sends every request to the relay, naming the real URL.
// The MCP transport's own headers travel as themselves; every other header the SDK or the person
// set (Authorization with an OAuth token, an API key) travels inside x-moonlit-mcp-headers, so it
// is never mistaken for this server's access code.

const PASSED = new Set<string>(PASSED_REQUEST_HEADERS);

export interface RelayFetchOptions {
  /** The Moonlit origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Headers the person configured for this server. */
  headers?: Record<string, string>;
  /** Headers for the relay itself (the browser's own: cookies, Origin, Sec-Fetch-Site). */
  relayHeaders?: Record<string, string>;
  fetch?: typeof fetch;
}

export function relayFetch(options: RelayFetchOptions): FetchLike {
  const send = options.fetch ?? fetch;
  return async (url, init) => {
    const given = new Headers(init?.headers);
    const headers = new Headers(options.relayHeaders);
    const supplied: Record<string, string> = { ...options.headers };
    given.forEach((value, name) => {
      if (PASSED.has(name)) headers.set(name, value);
      else supplied[name] = value;
    });
    headers.set(TARGET_HEADER, String(url));
    // JSON escapes keep the header to ASCII whatever the values hold.
    const json = JSON.stringify(supplied).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    if (Object.keys(supplied).length > 0) headers.set(HEADERS_HEADER, json);
    return send(`${options.origin}${RELAY_PATH}`, { method: init?.method ?? "GET", headers, body: init?.body, signal: init?.signal });
  };
}
