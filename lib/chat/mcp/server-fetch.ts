// How the browser reaches an MCP server, for its transports and its OAuth alike: through Moonlit's
// relay on this page's origin, with the headers the person gave the server and, for the relay
// itself, the person's own key (lib/chat/mcp/relay-fetch.ts).

import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { relayFetch } from "@/lib/chat/mcp/relay-fetch";
import { userKeyHeaders } from "@/lib/chat/stores/user-key";

export function serverFetch(headers: Record<string, string>): FetchLike {
  return relayFetch({ origin: window.location.origin, headers, relayHeaders: userKeyHeaders() });
}
