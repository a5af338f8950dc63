// Runs one allowed MCP call: finds its server, connects (or reuses the connection), calls the tool
// with the server's timeout, hands its progress reports on, and turns what comes back, or why
// nothing did, into the tool result the model reads. Never throws: a server that is gone, off, hangs,
// answers garbage or drops mid-call gives an error result that says so, and the loop goes on.

import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { MoonlitDB } from "@/lib/db/database";
import { getMcpServer, updateMcpServer } from "@/lib/db/mcp-servers";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import type { McpProgress } from "@/lib/chat/stores/mcp-progress-store";
import { failed, type ToolOutcome } from "@/lib/chat/tools/tool-outcome";
import { McpConnectError, reasonOf } from "./mcp-connection";
import { mcpToolOutcome } from "./mcp-result";
import { connectionFor, dropConnection } from "./server-connections";

/** Where a running call's progress goes, under its tool call's id, until it is cleared. */
export interface McpProgressReporter {
  report(callId: string, progress: McpProgress): void;
  clear(callId: string): void;
}

interface McpCall {
  /** The tool call's id: progress is reported under it. */
  id: string;
  tool: McpToolSetting;
  input: Record<string, unknown>;
}

function failure(error: unknown, serverName: string, timeoutSeconds: number, signal: AbortSignal): string {
  if (signal.aborted) return "Stopped by the person before the tool answered.";
  if (error instanceof McpConnectError) {
    return error.kind === "needs-sign-in"
      ? `The MCP server ${serverName} asks to be signed in to: Settings › Tools › MCP servers › Sign in.`
      : `The MCP server ${serverName} could not be reached: ${error.message}`;
  }
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return `The MCP server ${serverName} did not answer within ${timeoutSeconds} seconds.`;
  }
  return `The MCP server ${serverName} failed: ${reasonOf(error)}`;
}

const brokeConnection = (error: unknown) => !(error instanceof McpError) || error.code === ErrorCode.ConnectionClosed;

export async function runMcpCall(db: MoonlitDB, call: McpCall, signal: AbortSignal, progress: McpProgressReporter): Promise<ToolOutcome> {
  const { tool } = call;
  const server = await getMcpServer(db, tool.serverId);
  if (!server) return failed(`The MCP server ${tool.serverName} is no longer in this browser's settings.`);
  if (!server.enabled) return failed(`The MCP server ${server.name} is turned off in settings.`);
  try {
    const connection = await connectionFor(db, server);
    const result = await connection.callTool(tool.name, call.input, {
      signal,
      timeoutMs: server.timeoutSeconds * 1000,
      onProgress: (report) => progress.report(call.id, report),
    });
    return mcpToolOutcome(result);
  } catch (error) {
    // A failed transport (a server restart, a dropped stream) is dropped so the next call connects
    // anew. An error about this call alone (the server's, the relay's, a timeout) leaves the
    // connection to the calls still running on it.
    if (brokeConnection(error)) await dropConnection(server.id);
    if (error instanceof McpConnectError && error.kind === "needs-sign-in") {
      await updateMcpServer(db, server.id, () => ({ status: { kind: "needs-sign-in", at: Date.now() } })).catch(() => undefined);
    }
    return failed(failure(error, server.name, server.timeoutSeconds, signal));
  } finally {
    progress.clear(call.id);
  }
}
