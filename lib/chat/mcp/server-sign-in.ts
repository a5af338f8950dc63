// Signing in to an MCP server that asks for OAuth, from the browser: starting the sign-in the person
// asked for (the page goes to the authorization server), and finishing it on the callback page.

import "./zod-without-eval";
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import type { MoonlitDB } from "@/lib/db/database";
import { mcpServerBySignInState, updateMcpServer } from "@/lib/db/mcp-servers";
import type { McpServerRecord } from "@/lib/db/records";
import { browserOAuth, RETURN_KEY } from "./browser-oauth";
import { refreshServer } from "./refresh-servers";
import { dropConnection } from "./server-connections";
import { serverFetch } from "./server-fetch";

/** Starts the sign-in the person asked for: the page goes to the server's authorization page. */
export async function signIn(db: MoonlitDB, id: string): Promise<McpServerRecord | undefined> {
  sessionStorage.setItem(RETURN_KEY, window.location.pathname + window.location.search);
  // Tokens that no longer work are dropped first, so the SDK asks for new ones.
  await updateMcpServer(db, id, (server) => ({ oauth: { ...server.oauth, tokens: undefined } }));
  await dropConnection(id);
  return refreshServer(db, id, { interactive: true });
}

/** On the callback page: trades the code for tokens (through the relay), then lists the tools. */
export async function finishSignIn(db: MoonlitDB, code: string, state: string): Promise<McpServerRecord> {
  const server = await mcpServerBySignInState(db, state);
  if (!server) throw new Error("This sign-in was not started in this browser, or it has finished already.");
  const provider = browserOAuth(db, server.id, { origin: window.location.origin, interactive: false });
  await auth(provider, { serverUrl: server.url, authorizationCode: code, fetchFn: serverFetch(server.headers) });
  await updateMcpServer(db, server.id, (row) => ({ oauth: { ...row.oauth, pendingState: undefined, codeVerifier: undefined } }));
  return (await refreshServer(db, server.id)) ?? server;
}
