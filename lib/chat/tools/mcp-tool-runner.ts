// Runs one MCP tool call through its server. The runner itself (the SDK's client, connections, sign-in)
// is fetched on the first MCP call, so none of it weighs on the page or the engine until then.

import type { MoonlitDB } from "@/lib/db/database";
import type { ToolResultContentBlock } from "@/lib/protocol/anthropic/types";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { errorMessage } from "@/lib/async/error-message";

export interface McpCall {
  /** The tool call's id: progress is reported under it. */
  id: string;
  tool: McpToolSetting;
  input: Record<string, unknown>;
}

export interface McpCallOutcome {
  content: string | ToolResultContentBlock[];
  isError: boolean;
  structured?: Record<string, unknown>;
}

export type McpToolRunner = (call: McpCall, signal: AbortSignal) => Promise<McpCallOutcome>;

/** The browser's runner, over the servers kept in `db`. */
export function lazyMcpRunner(db: MoonlitDB): McpToolRunner {
  return async (call, signal) => {
    try {
      const { runMcpCall } = await import("@/lib/chat/mcp/run-mcp-call");
      return await runMcpCall(db, call, signal);
    } catch (error) {
      return { content: `The MCP tool ${call.tool.name} could not run: ${errorMessage(error)}`, isError: true };
    }
  };
}
