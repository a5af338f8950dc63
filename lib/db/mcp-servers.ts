// The MCP servers this browser connects to. A person's server is added with its name, URL and
// headers; an operator's (MCP_SERVERS) gets a row the first time it is connected, under the id
// `operator:ID`, so its tools, status and Always allow are kept like anyone's. Conversations hold
// copies of the tools they enable (McpToolSetting), so removing a server never breaks one: its
// calls then say the server is gone.

import type { ConversationSettings } from "@/lib/protocol/message";
import { normalizeMcpTools } from "@/lib/protocol/mcp/mcp-tool-setting";
import type { MoonlitDB } from "./database";
import { newId } from "./ids";
import type { McpServerRecord } from "./records";
import { writeTransaction } from "./storage-error";

export const DEFAULT_MCP_TIMEOUT_SECONDS = 60;
export const MAX_MCP_TIMEOUT_SECONDS = 3600;

export const operatorServerId = (id: string) => `operator:${id}`;

export type NewMcpServer = Pick<McpServerRecord, "name" | "url" | "headers"> & Partial<Pick<McpServerRecord, "timeoutSeconds" | "operator" | "id">>;

export async function listMcpServers(db: MoonlitDB): Promise<McpServerRecord[]> {
  return (await db.mcpServers.toArray()).sort((a, b) => a.createdAt - b.createdAt);
}

export async function getMcpServer(db: MoonlitDB, id: string): Promise<McpServerRecord | undefined> {
  return db.mcpServers.get(id);
}

/** Adds a server (a new id unless one is given; an operator's keeps its own), enabled, with no tools yet. */
export async function addMcpServer(db: MoonlitDB, server: NewMcpServer, now = Date.now()): Promise<McpServerRecord> {
  const row: McpServerRecord = {
    id: server.id ?? newId(),
    name: server.name,
    url: server.url,
    headers: server.headers,
    operator: server.operator ?? false,
    enabled: true,
    timeoutSeconds: server.timeoutSeconds ?? DEFAULT_MCP_TIMEOUT_SECONDS,
    tools: [],
    alwaysAllowed: [],
    createdAt: now,
    updatedAt: now,
  };
  await writeTransaction(db, [db.mcpServers], () => db.mcpServers.put(row));
  return row;
}

/** Changes a server in one transaction: `change` gets the stored row and returns the fields to set. */
export async function updateMcpServer(
  db: MoonlitDB,
  id: string,
  change: (server: McpServerRecord) => Partial<Omit<McpServerRecord, "id" | "createdAt">>,
): Promise<McpServerRecord | undefined> {
  return writeTransaction(db, [db.mcpServers], async () => {
    const server = await db.mcpServers.get(id);
    if (!server) return undefined;
    const next = { ...server, ...change(server), updatedAt: Date.now() };
    await db.mcpServers.put(next);
    return next;
  });
}

export async function deleteMcpServer(db: MoonlitDB, id: string): Promise<void> {
  await writeTransaction(db, [db.mcpServers], () => db.mcpServers.delete(id));
}

/** The server whose sign-in under way has this OAuth `state` (the callback page finds it so). */
export async function mcpServerBySignInState(db: MoonlitDB, state: string): Promise<McpServerRecord | undefined> {
  return (await db.mcpServers.toArray()).find((server) => server.oauth?.pendingState === state);
}

/**
 * `settings` with only the MCP tools whose server is still here and turned on: a removed or
 * disabled server's tools are not offered, though the conversation keeps them checked.
 */
export async function withEnabledMcpTools(db: MoonlitDB, settings: ConversationSettings): Promise<ConversationSettings> {
  const tools = normalizeMcpTools(settings.mcpTools);
  if (tools.length === 0) return settings.mcpTools === undefined ? settings : { ...settings, mcpTools: [] };
  const servers = await db.mcpServers.bulkGet([...new Set(tools.map((tool) => tool.serverId))]);
  const enabled = new Set(servers.flatMap((server) => (server?.enabled ? [server.id] : [])));
  return { ...settings, mcpTools: tools.filter((tool) => enabled.has(tool.serverId)) };
}
