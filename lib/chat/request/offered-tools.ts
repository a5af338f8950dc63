// The function tools a request offers, checked first: a name the format refuses, a name used twice
// or a tool choice naming a tool not offered would be a 400 upstream, so the request is not sent
// and the turn says why (stream-turn turns the throw into an invalid_request error).

import type { ConversationSettings, ToolDefinition } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";
import { assertToolNames } from "@/lib/db/tool-names";
import { functionTools } from "@/lib/chat/tools/function-tools";

export function offeredTools(settings: ConversationSettings, protocol: Protocol): ToolDefinition[] {
  const tools = functionTools(settings);
  const names = tools.map((tool) => tool.name);
  assertToolNames(names, protocol);
  const choice = settings.toolChoice;
  if (tools.length > 0 && choice.type === "tool" && !names.includes(choice.name)) {
    throw new Error(`Tool choice names "${choice.name}", which is not among the tools offered.`);
  }
  return tools;
}
