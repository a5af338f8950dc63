// Which built-ins a conversation offers, and so answers by itself: the enabled ones, less any whose
// name a tool of the person's own already takes (one name, one tool: upstream rejects duplicates).

import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import { builtinToolDefinitions } from "./definitions";

export function activeBuiltins(settings: Pick<ConversationSettings, "tools" | "builtinTools">): BuiltinToolName[] {
  const taken = new Set(settings.tools.map((tool) => tool.name));
  return (settings.builtinTools ?? []).filter((name) => !taken.has(name));
}

/** Every function tool the request offers: the person's own, then the active built-ins. */
export function functionTools(settings: Pick<ConversationSettings, "tools" | "builtinTools">): ToolDefinition[] {
  return [...settings.tools, ...builtinToolDefinitions(activeBuiltins(settings))];
}
