import { handleMcpServers } from "@/lib/server/mcp/servers-handler";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// The operator's MCP servers (MCP_SERVERS) by id and name; never their URLs or headers.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = whenConfigured("plain", handleMcpServers);
