// Settings + history → the OpenAI Chat Completions body (K3.1 only). Only parameters the model's
// document for this format (003) defines are sent: it has no stop sequences and no web search
// limit, and max tokens go only as max_completion_tokens.

import type { ConversationSettings, HistoryItem, ToolDefinition } from "@/lib/protocol/message";
import type { FormatCapabilities } from "@/lib/protocol/models";
import { outputFormatOf } from "@/lib/chat/structured/output-format";
import type { OpenAIRequest } from "@/lib/protocol/schemas/openai-request";
import { dropUndefined } from "@/lib/chat/request/drop-undefined";
import { requestCapabilities } from "@/lib/chat/request/format-capabilities";
import { offeredTools } from "@/lib/chat/request/offered-tools";
import { openAIToolChoice } from "@/lib/chat/request/tool-choice";
import { openAIMessages } from "./messages";

function tools(settings: ConversationSettings, offered: ToolDefinition[], caps: FormatCapabilities): OpenAIRequest["tools"] {
  const list: NonNullable<OpenAIRequest["tools"]> = offered.map((tool) => ({
    type: "function" as const,
    function: {
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      parameters: tool.inputSchema,
      ...(tool.strict !== undefined ? { strict: tool.strict } : {}),
    },
  }));
  if (settings.webSearch && caps.webSearch) list.push({ type: "web_search" });
  return list.length > 0 ? list : undefined;
}

function responseFormat(settings: ConversationSettings): OpenAIRequest["response_format"] {
  const format = outputFormatOf(settings);
  if (format === "json_object") return { type: "json_object" };
  if (format !== "json_schema" || !settings.structuredOutput) return undefined;
  const { name, strict, schema } = settings.structuredOutput;
  return { type: "json_schema", json_schema: { name, strict, schema } };
}

export function buildOpenAIRequest(
  settings: ConversationSettings,
  history: readonly HistoryItem[],
  opts: { stream?: boolean } = {},
): OpenAIRequest {
  const caps = requestCapabilities(settings, "openai");
  const offered = offeredTools(settings, "openai");
  const body: OpenAIRequest = {
    model: settings.model,
    messages: openAIMessages(history, settings.system, caps),
    tools: tools(settings, offered, caps),
    tool_choice: offered.length > 0 ? openAIToolChoice(settings.toolChoice, caps) : undefined,
    reasoning_effort: caps.effort ? settings.effort : undefined,
    max_completion_tokens: settings.maxTokens,
    response_format: responseFormat(settings),
    // 5m is the documented default, so only 1h needs saying.
    prompt_cache_options: caps.cacheTtl && settings.cacheTtl !== "5m" ? { mode: "implicit", ttl: settings.cacheTtl } : undefined,
    stream: opts.stream ?? true,
  };
  return dropUndefined(body);
}
