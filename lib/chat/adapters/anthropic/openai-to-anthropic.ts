// An assistant turn stored in the OpenAI format, replayed to the Anthropic format. reasoning_content
// cannot become a thinking block (upstream requires the signature it never had), so it is dropped.
// Function calls become tool_use with their arguments parsed; builtin calls such as `$web_search`
// have no Anthropic counterpart and are dropped (their results go with them).

import type { ContentBlock, ToolUseBlock } from "@/lib/protocol/anthropic/types";
import type { OpenAIAssistantMessage, ToolCall } from "@/lib/protocol/openai/types";
import { isRecord } from "@/lib/protocol/is-record";

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    if (isRecord(value)) return value;
  } catch {
    // Unparseable arguments (a cut-off call) carry no usable input.
  }
  return {};
}

function toToolUse(call: ToolCall): ToolUseBlock {
  return { type: "tool_use", id: call.id, name: call.function.name, input: parseArguments(call.function.arguments) };
}

export function openAIToAnthropic(message: OpenAIAssistantMessage): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  if (typeof message.content === "string" && message.content !== "") blocks.push({ type: "text", text: message.content });
  for (const call of message.tool_calls ?? []) {
    if (call.type === "function") blocks.push(toToolUse(call));
  }
  return blocks;
}
