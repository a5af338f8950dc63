import { handleMcpServers } from "@/lib/server/mcp/servers-handler";

// The operator's MCP servers (MCP_SERVERS) by id and name; never their URLs or headers.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = handleMcpServers;
