// An assistant turn stored in the Anthropic format, replayed to the OpenAI format. Thinking becomes
// reasoning_content, text blocks join into content, client tool_use becomes tool_calls. Server-side
// web search has no OpenAI counterpart: its blocks are dropped and the cited text stays as plain text.

import type { ContentBlock, ToolUseBlock } from "@/lib/protocol/anthropic/types";
import type { OpenAIAssistantMessage, ToolCall } from "@/lib/protocol/openai/types";

type AnyBlock = ContentBlock | { type: string; [key: string]: unknown };

function isToolUse(block: AnyBlock): block is ToolUseBlock {
  return block.type === "tool_use" && typeof block.id === "string" && typeof block.name === "string";
}

function toToolCall(block: ToolUseBlock): ToolCall {
  return { id: block.id, type: "function", function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) } };
}

export function anthropicToOpenAI(content: readonly AnyBlock[]): OpenAIAssistantMessage {
  const thinking: string[] = [];
  let text = "";
  const toolCalls: ToolCall[] = [];
  for (const block of content) {
    if (block.type === "thinking" && typeof block.thinking === "string") thinking.push(block.thinking);
    // Pieces of one answer (cited and uncited) are consecutive text blocks: join without separators.
    else if (block.type === "text" && typeof block.text === "string") text += block.text;
    else if (isToolUse(block)) toolCalls.push(toToolCall(block));
  }
  const message: OpenAIAssistantMessage = { role: "assistant", content: text === "" && toolCalls.length > 0 ? null : text };
  // K3.1 rejects an assistant tool-call message without reasoning_content, so it is sent even if empty.
  if (thinking.length > 0 || toolCalls.length > 0) message.reasoning_content = thinking.join("\n\n");
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  return message;
}
