// Settings + history → the OpenAI Chat Completions body (K3.1 only). Only parameters the model's
// document for this format (003) defines are sent: it has no stop sequences and no web search
// limit, and max tokens go only as max_completion_tokens.

import type { ConversationSettings, HistoryItem } from "@/lib/protocol/message";
import type { FormatCapabilities } from "@/lib/protocol/models";
import type { OpenAIRequest } from "@/lib/protocol/schemas/openai-request";
import { functionTools } from "@/lib/chat/tools/active-builtins";
import { dropUndefined } from "./drop-undefined";
import { requestCapabilities } from "./format-capabilities";
import { openAIMessages } from "./openai-messages";
import { openAIToolChoice } from "./tool-choice";

function tools(settings: ConversationSettings, caps: FormatCapabilities): OpenAIRequest["tools"] {
  const list: NonNullable<OpenAIRequest["tools"]> = functionTools(settings).map((tool) => ({
    type: "function" as const,
    function: {
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      parameters: tool.inputSchema,
    },
  }));
  if (settings.webSearch && caps.webSearch) list.push({ type: "web_search" });
  return list.length > 0 ? list : undefined;
}

export function buildOpenAIRequest(
  settings: ConversationSettings,
  history: readonly HistoryItem[],
  opts: { stream?: boolean } = {},
): OpenAIRequest {
  const caps = requestCapabilities(settings, "openai");
  const format = caps.structuredOutput ? settings.structuredOutput : null;
  const body: OpenAIRequest = {
    model: settings.model,
    messages: openAIMessages(history, settings.system, caps),
    tools: tools(settings, caps),
    tool_choice: functionTools(settings).length > 0 ? openAIToolChoice(settings.toolChoice, caps) : undefined,
    reasoning_effort: caps.effort ? settings.effort : undefined,
    max_completion_tokens: settings.maxTokens,
    response_format: format
      ? { type: "json_schema", json_schema: { name: format.name, strict: format.strict, schema: format.schema } }
      : undefined,
    // 5m is the documented default, so only 1h needs saying.
    prompt_cache_options: caps.cacheTtl && settings.cacheTtl !== "5m" ? { mode: "implicit", ttl: settings.cacheTtl } : undefined,
    stream: opts.stream ?? true,
  };
  return dropUndefined(body);
}
