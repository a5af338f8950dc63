// Keeps the MCP servers' rows up to date from the browser, for settings and the sign-in callback:
// connects to a server and lists its tools (keeping them and how it went on its row), and brings
// the operator's servers in as rows of their own.

import type { MoonlitDB } from "@/lib/db/database";
import { addMcpServer, deleteMcpServer, getMcpServer, listMcpServers, operatorServerId, updateMcpServer } from "@/lib/db/mcp-servers";
import type { McpListedTool, McpServerRecord, McpServerStatus } from "@/lib/db/records";
import { isRecord } from "@/lib/protocol/is-record";
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
