// What settings and the sign-in callback do to a server: connect and list its tools (keeping them
// and how it went on the server's row), sign in, finish a sign-in, and bring the operator's servers
// in as rows of their own.

import "./zod-without-eval";
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import type { MoonlitDB } from "@/lib/db/database";
import { addMcpServer, deleteMcpServer, getMcpServer, listMcpServers, mcpServerBySignInState, operatorServerId, updateMcpServer } from "@/lib/db/mcp-servers";
import type { McpListedTool, McpServerRecord, McpServerStatus } from "@/lib/db/records";
import { relayFetch } from "@/lib/protocol/mcp/relay-fetch";
import { isRecord } from "@/lib/protocol/is-record";
import { userKeyHeaders } from "@/lib/chat/stores/user-key";
import { browserOAuth, RETURN_KEY } from "./browser-oauth";
import { McpConnectError, reasonOf } from "./mcp-connection";
import { connectionFor, dropConnection, type ConnectHow } from "./server-connections";

function statusOf(error: unknown): McpServerStatus {
  const at = Date.now();
  if (error instanceof McpConnectError && error.kind === "needs-sign-in") return { kind: "needs-sign-in", at };
  return { kind: "unreachable", at, reason: reasonOf(error) };
}

const listed = (tool: { name: string; description?: string; inputSchema: unknown }): McpListedTool => ({
  name: tool.name,
  ...(tool.description ? { description: tool.description } : {}),
  inputSchema: isRecord(tool.inputSchema) ? tool.inputSchema : { type: "object" },
});

/** Connects and lists the server's tools; the row keeps them and the outcome, which is returned. */
export async function refreshServer(db: MoonlitDB, id: string, how: ConnectHow = {}): Promise<McpServerRecord | undefined> {
  const server = await getMcpServer(db, id);
  if (!server) return undefined;
  try {
    const connection = await connectionFor(db, server, how);
    const tools = (await connection.listTools()).map(listed);
    return await updateMcpServer(db, id, () => ({ tools, status: { kind: "connected", at: Date.now() } }));
  } catch (error) {
    await dropConnection(id);
    return updateMcpServer(db, id, () => ({ status: statusOf(error) }));
  }
}

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
  const origin = window.location.origin;
  const provider = browserOAuth(db, server.id, { origin, interactive: false });
  await auth(provider, {
    serverUrl: server.url,
    authorizationCode: code,
    fetchFn: relayFetch({ origin, headers: server.headers, relayHeaders: userKeyHeaders() }),
  });
  await updateMcpServer(db, server.id, (row) => ({ oauth: { ...row.oauth, pendingState: undefined, codeVerifier: undefined } }));
  return (await refreshServer(db, server.id)) ?? server;
}

export interface OperatorServer {
  id: string;
  name: string;
  url: string;
}

/** Rows for the operator's servers: new ones added and connected, renamed ones renamed, ones no longer configured removed. */
export async function syncOperatorServers(db: MoonlitDB, configured: readonly OperatorServer[]): Promise<void> {
  const rows = (await listMcpServers(db)).filter((row) => row.operator);
  const wanted = new Map(configured.map((server) => [operatorServerId(server.id), server]));
  for (const row of rows) if (!wanted.has(row.id)) await deleteMcpServer(db, row.id);
  for (const [id, server] of wanted) {
    const row = rows.find((existing) => existing.id === id);
    if (!row) {
      await addMcpServer(db, { id, name: server.name, url: server.url, headers: {}, operator: true });
      // Offered to everyone: its tools show without a click (it may still ask to be signed in to).
      await refreshServer(db, id);
    } else if (row.name !== server.name || row.url !== server.url) await updateMcpServer(db, id, () => ({ name: server.name, url: server.url }));
  }
}
