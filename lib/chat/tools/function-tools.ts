// Every function tool a request offers, in the order it offers them: the person's own, the active
// built-ins, then the MCP tools under their offered names.

import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import { activeBuiltins } from "./active-builtins";
import { builtinToolDefinitions } from "./definitions";
import { mcpToolDefinitions } from "./offered-mcp-tools";

export function functionTools(settings: Pick<ConversationSettings, "tools" | "builtinTools" | "mcpTools">): ToolDefinition[] {
  return [...settings.tools, ...builtinToolDefinitions(activeBuiltins(settings)), ...mcpToolDefinitions(settings)];
}
