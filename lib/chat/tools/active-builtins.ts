// Which built-ins a conversation offers, and so answers by itself: the enabled ones, less any whose
// name a tool of the person's own already takes (one name, one tool: upstream rejects duplicates).

import type { ConversationSettings } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";

export function activeBuiltins(settings: Pick<ConversationSettings, "tools" | "builtinTools">): BuiltinToolName[] {
  const taken = new Set(settings.tools.map((tool) => tool.name));
  return (settings.builtinTools ?? []).filter((name) => !taken.has(name));
}
