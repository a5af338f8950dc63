// Settings + history → the Anthropic Messages body. Only parameters the model's document for this
// format defines are sent (kimi-k3: none of effort, cache, format, web search, stop sequences), and
// nothing empty.

import type { ConversationSettings, HistoryItem, ToolDefinition } from "@/lib/protocol/message";
import { ANTHROPIC_WEB_SEARCH_TYPE, type FormatCapabilities } from "@/lib/protocol/models";
import { outputFormatOf } from "@/lib/chat/structured/output-format";
import type { AnthropicRequest } from "@/lib/protocol/schemas/anthropic-request";
import { dropUndefined } from "@/lib/chat/request/drop-undefined";
import { requestCapabilities } from "@/lib/chat/request/format-capabilities";
import { offeredTools } from "@/lib/chat/request/offered-tools";
import { anthropicToolChoice } from "@/lib/chat/request/tool-choice";
import { anthropicMessages } from "./messages";

function tools(settings: ConversationSettings, offered: ToolDefinition[], caps: FormatCapabilities): AnthropicRequest["tools"] {
  // No `strict`: the Anthropic documents define none.
  const list: NonNullable<AnthropicRequest["tools"]> = offered.map((tool) => ({
    name: tool.name,
    ...(tool.description ? { description: tool.description } : {}),
    input_schema: tool.inputSchema,
  }));
  if (settings.webSearch && caps.webSearch) {
    const maxUses = settings.webSearchMaxUses;
    const limit = caps.webSearchMaxUses && Number.isInteger(maxUses) && maxUses >= 1 ? { max_uses: maxUses } : {};
    list.push({ type: ANTHROPIC_WEB_SEARCH_TYPE, name: "web_search", ...limit });
  }
  return list.length > 0 ? list : undefined;
}

function outputConfig(settings: ConversationSettings, caps: FormatCapabilities): AnthropicRequest["output_config"] {
  const config: NonNullable<AnthropicRequest["output_config"]> = {};
  if (caps.effort) config.effort = settings.effort;
  // Only JSON Schema: the K3.1 Anthropic document defines no json_object.
  if (outputFormatOf(settings) === "json_schema" && settings.structuredOutput) {
    config.format = { type: "json_schema", schema: settings.structuredOutput.schema };
  }
  return Object.keys(config).length > 0 ? config : undefined;
}

export function buildAnthropicRequest(
  settings: ConversationSettings,
  history: readonly HistoryItem[],
  opts: { stream?: boolean } = {},
): AnthropicRequest {
  const caps = requestCapabilities(settings, "anthropic");
  const offered = offeredTools(settings, "anthropic");
  const stopSequences = caps.stopSequences ? settings.stopSequences.filter((sequence) => sequence !== "") : [];
  const body: AnthropicRequest = {
    model: settings.model,
    max_tokens: settings.maxTokens,
    stream: opts.stream ?? true,
    system: settings.system.trim() !== "" ? settings.system : undefined,
    output_config: outputConfig(settings, caps),
    tools: tools(settings, offered, caps),
    tool_choice: offered.length > 0 ? anthropicToolChoice(settings.toolChoice, caps) : undefined,
    stop_sequences: stopSequences.length > 0 ? stopSequences : undefined,
    // 5m is the documented default, so only 1h needs saying.
    cache_control: caps.cacheTtl && settings.cacheTtl !== "5m" ? { type: "ephemeral", ttl: settings.cacheTtl } : undefined,
    messages: anthropicMessages(history, caps),
  };
  return dropUndefined(body);
}
