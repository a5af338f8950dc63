// An MCP tool a conversation offers the model: a copy of what its server listed, taken when the
// person checked it, so requests are built from the settings alone (and stay exact) while the
// server is offline. `serverId` names the server's record in this browser (lib/db/mcp-servers.ts).

import { isRecord } from "@/lib/protocol/is-record";

export interface McpToolSetting {
  serverId: string;
  /** The server's name as the person gave it: tells apart two servers' tools of one name. */
  serverName: string;
  /** The tool's name on its server, as it is called there. */
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  /** Runs without asking first: the person checked Always allow this tool. */
  alwaysAllow?: boolean;
}

const text = (value: unknown, max: number) => (typeof value === "string" && value.length > 0 && value.length <= max ? value : null);

/** The valid entries of a stored (maybe imported) list, one per server and tool. */
export function normalizeMcpTools(stored: unknown): McpToolSetting[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const tools: McpToolSetting[] = [];
  for (const entry of stored) {
    if (!isRecord(entry)) continue;
    const serverId = text(entry.serverId, 200);
    const serverName = text(entry.serverName, 200);
    const name = text(entry.name, 200);
    if (!serverId || !serverName || !name || !isRecord(entry.inputSchema)) continue;
    const key = JSON.stringify([serverId, name]);
    if (seen.has(key)) continue;
    seen.add(key);
    const description = typeof entry.description === "string" && entry.description !== "" ? entry.description : undefined;
    tools.push({
      serverId,
      serverName,
      name,
      ...(description ? { description } : {}),
      inputSchema: entry.inputSchema,
      ...(entry.alwaysAllow === true ? { alwaysAllow: true } : {}),
    });
  }
  return tools;
}

export const sameMcpTool = (a: Pick<McpToolSetting, "serverId" | "name">, b: Pick<McpToolSetting, "serverId" | "name">) =>
  a.serverId === b.serverId && a.name === b.name;
