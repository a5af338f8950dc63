// MCP as one more tool source: the runner for calls of MCP tools, over the servers kept in `db`.
// The MCP client itself (the SDK, connections, sign-in) is fetched on the first MCP call, so none
// of it weighs on the page or the engine until then. Progress the server reports goes to
// `progress`, which whoever builds the engine hands in (the card of a running call shows it).

import type { MoonlitDB } from "@/lib/db/database";
import { errorMessage } from "@/lib/async/error-message";
import { takesObject } from "@/lib/chat/tools/takes-object";
import type { McpSource, ToolRunner } from "@/lib/chat/tools/tool-runner";
import type { McpProgressReporter } from "./run-mcp-call";

export const NO_PROGRESS_REPORTS: McpProgressReporter = { report: () => undefined, clear: () => undefined };

export function mcpToolRunner(db: MoonlitDB, progress: McpProgressReporter): ToolRunner<McpSource> {
  return takesObject(async ({ id, source: { tool } }, input, signal) => {
    try {
      const { runMcpCall } = await import("./run-mcp-call");
      return await runMcpCall(db, { id, tool, input }, signal, progress);
    } catch (error) {
      return { content: `The MCP tool ${tool.name} could not run: ${errorMessage(error)}`, isError: true };
    }
  });
}
