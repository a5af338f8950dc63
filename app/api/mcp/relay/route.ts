import { handleMcpRelay } from "@/lib/server/mcp/relay-handler";
import { whenConfigured } from "@/lib/server/misconfigured-response";

// The MCP relay: the browser's MCP client reaches MCP servers through it, naming each request's
// real URL in x-moonlit-mcp-target (the contract: lib/protocol/mcp/relay-contract.ts). Access-gated
// like the gateway; carries only the requests MCP clients send (relay-shape.ts); refuses private
// addresses unless MCP_ALLOW_PRIVATE_NETWORKS is set.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// Seconds a call's event stream may run on Vercel (as the gateway's); a listening stream that
// Vercel ends is reopened by the MCP client, and the session lives on in the MCP server.
export const maxDuration = 300;

const relay = whenConfigured("plain", handleMcpRelay);

export const GET = relay;
export const POST = relay;
export const DELETE = relay;
