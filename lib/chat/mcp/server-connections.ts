// One open connection per MCP server, shared by its calls and the settings, through Moonlit's relay.
// A connection is made again when what it was made with changes (URL, headers, tokens), and
// forgotten when it fails, so the next call reconnects rather than reusing a broken session.

import type { MoonlitDB } from "@/lib/db/database";
import type { McpServerRecord } from "@/lib/db/records";
import { browserOAuth } from "./browser-oauth";
import { connectMcpServer, type McpConnection } from "./mcp-connection";
import { serverFetch } from "./server-fetch";

interface Pooled {
  key: string;
  connection: Promise<McpConnection>;
}

const pool = new Map<string, Pooled>();

const keyOf = (server: McpServerRecord) => JSON.stringify([server.url, server.headers, server.oauth?.tokens ?? null]);

export interface ConnectHow {
  /** A sign-in the person asked for: the page may go to the server's authorization page. */
  interactive?: boolean;
}

function open(db: MoonlitDB, server: McpServerRecord, how: ConnectHow): Promise<McpConnection> {
  const origin = window.location.origin;
  // A server signed in to before (or being signed in to now) gets the OAuth provider; others meet
  // a plain 401, which says "needs sign-in" without starting a registration nobody asked for.
  const authProvider = how.interactive || server.oauth?.tokens ? browserOAuth(db, server.id, { origin, interactive: how.interactive === true }) : undefined;
  return connectMcpServer(server.url, { fetch: serverFetch(server.headers), authProvider });
}

/** The server's open connection, or a new one. Rejects with McpConnectError when it cannot connect. */
export function connectionFor(db: MoonlitDB, server: McpServerRecord, how: ConnectHow = {}): Promise<McpConnection> {
  const key = keyOf(server);
  const pooled = pool.get(server.id);
  if (pooled && pooled.key === key && !how.interactive) return pooled.connection;
  if (pooled) void dropConnection(server.id);
  const connection = open(db, server, how);
  pool.set(server.id, { key, connection });
  connection.catch(() => {
    if (pool.get(server.id)?.connection === connection) pool.delete(server.id);
  });
  return connection;
}

/** Closes and forgets the server's connection (after a failure, an edit or removal). */
export async function dropConnection(serverId: string): Promise<void> {
  const pooled = pool.get(serverId);
  if (!pooled) return;
  pool.delete(serverId);
  await pooled.connection.then((connection) => connection.close()).catch(() => undefined);
}
