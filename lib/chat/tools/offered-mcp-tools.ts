// The MCP tools a conversation offers, by the name the model is offered each under: its own name,
// or told apart by its server's name when the person's tools, the active built-ins or another MCP
// tool take it (mcp-tool-names.ts). The request builders offer these; the tool loop calls by them.

import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import { normalizeMcpTools, type McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { offeredToolNames } from "./mcp-tool-names";
import { activeBuiltins } from "./active-builtins";

type ToolSettings = Pick<ConversationSettings, "tools" | "builtinTools" | "mcpTools">;

export function offeredMcpTools(settings: ToolSettings): Map<string, McpToolSetting> {
  // Read as stored: an imported conversation's list may be anything.
  const tools = normalizeMcpTools(settings.mcpTools);
  if (tools.length === 0) return new Map();
  return offeredToolNames(tools, [...settings.tools.map((tool) => tool.name), ...activeBuiltins(settings)]);
}

export function mcpToolDefinitions(settings: ToolSettings): ToolDefinition[] {
  return [...offeredMcpTools(settings)].map(([name, tool]) => ({
    name,
    ...(tool.description ? { description: tool.description } : {}),
    inputSchema: tool.inputSchema,
  }));
}
