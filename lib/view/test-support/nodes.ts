// Builds stored nodes around fixture turns for the view tests.

import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode, AssistantStatus, AttachmentRef, ToolResult, ToolResultNode, UserNode } from "@/lib/protocol/message";
import type { OpenAIResult } from "@/lib/protocol/openai/types";

const base = { conversationId: "c1", parentId: null, createdAt: 0 };

export function anthropicNode(message: AnthropicMessage, id = "a1", status: AssistantStatus = "complete"): AssistantNode {
  return { ...base, id, role: "assistant", status, turn: { protocol: "anthropic", message } };
}

export function openaiNode(result: OpenAIResult, id = "o1", status: AssistantStatus = "complete"): AssistantNode {
  return { ...base, id, role: "assistant", status, turn: { protocol: "openai", result } };
}

export function userNode(text: string, id = "u1", attachments: AttachmentRef[] = []): UserNode {
  return { ...base, id, role: "user", text, attachments };
}

export function toolNode(results: ToolResult[], id = "t1"): ToolResultNode {
  return { ...base, id, role: "tool", results };
}

export function fixtureMessage(name: string): AnthropicMessage {
  return structuredClone(loadFixture(name).expected) as AnthropicMessage;
}

export function fixtureResult(name: string): OpenAIResult {
  return structuredClone(loadFixture(name).expected) as OpenAIResult;
}

export const FIXTURES = {
  p02: "p02_anthropic_thinking_then_text",
  p03: "p03_anthropic_tool_use_split_json",
  p04: "p04_anthropic_web_search_citations",
  p05: "p05_anthropic_structured_output",
  p06: "p06_anthropic_max_tokens",
  p07: "p07_openai_reasoning_content",
  p08: "p08_openai_parallel_tool_calls",
} as const;
