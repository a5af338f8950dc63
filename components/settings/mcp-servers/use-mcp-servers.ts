"use client";

// The MCP servers of this browser, kept current through liveQuery, with the operator's servers
// (GET /api/mcp/servers: ids and names, never their URLs' secrets) brought in as rows first.

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useDatabase } from "@/lib/chat/hooks";
import type { DbQuery } from "@/lib/chat/hooks/db-queries";
import { useAppQueryClient } from "@/lib/chat/hooks/query-client";
import { useDbQuery } from "@/lib/chat/hooks/use-db-query";
import { syncOperatorServers, type OperatorServer } from "@/lib/chat/mcp/refresh-servers";
import { listMcpServers } from "@/lib/db/mcp-servers";
import type { McpServerRecord } from "@/lib/db/records";
import { SERVERS_PATH } from "@/lib/protocol/mcp/relay-contract";

const mcpServersQuery: DbQuery<McpServerRecord[]> = {
  key: () => ["mcp-servers"],
  read: (db) => listMcpServers(db),
};

async function fetchOperatorServers(): Promise<OperatorServer[]> {
  const response = await fetch(SERVERS_PATH);
  if (!response.ok) throw new Error(`The operator's MCP servers could not be read (HTTP ${response.status}).`);
  const body = (await response.json()) as { servers?: OperatorServer[] };
  return Array.isArray(body.servers) ? body.servers : [];
}

export function useMcpServers(): McpServerRecord[] {
  const db = useDatabase();
  const operator = useQuery({ queryKey: ["mcp-operator-servers"], queryFn: fetchOperatorServers, staleTime: 60_000, retry: false }, useAppQueryClient());
  const configured = operator.data;
  useEffect(() => {
    if (db && configured) void syncOperatorServers(db, configured).catch((error: unknown) => console.error("Moonlit:", error));
  }, [db, configured]);
  return useDbQuery(mcpServersQuery, "").data ?? [];
}
