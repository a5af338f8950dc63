import { handleMcpRelay } from "@/lib/server/mcp/relay-handler";

// The MCP relay: the browser's MCP client reaches MCP servers through it, naming each request's
// real URL in x-moonlit-mcp-target (the contract: lib/protocol/mcp/relay-contract.ts). Access-gated
// like the gateway; refuses private addresses unless MCP_ALLOW_PRIVATE_NETWORKS is set.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// Seconds a call's event stream may run on Vercel (as the gateway's); a listening stream that
// Vercel ends is reopened by the MCP client, and the session lives on in the MCP server.
export const maxDuration = 300;

export const GET = handleMcpRelay;
export const POST = handleMcpRelay;
export const DELETE = handleMcpRelay;
