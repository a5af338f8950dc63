// Builders of settings and history for the request tests.

import type { AnthropicMessage } from "@/lib/protocol/anthropic/types";
import type { AssistantNode, AssistantStatus, AttachmentData, ConversationSettings, HistoryItem, ToolResult } from "@/lib/protocol/message";
import type { OpenAIResult } from "@/lib/protocol/openai/types";
import { defaultSettings } from "@/lib/db/default-settings";

export function settings(overrides: Partial<ConversationSettings> = {}): ConversationSettings {
  // The fixtures ask for 1024 tokens unless they say otherwise.
  return defaultSettings({ maxTokens: 1024, ...overrides });
}

let nextId = 0;
const base = () => ({ id: `n${++nextId}`, conversationId: "c1", parentId: null, createdAt: nextId });

export function user(text: string, attachments: AttachmentData[] = []): HistoryItem {
  return { ...base(), role: "user", text, attachments };
}

export function anthropicTurn(message: AnthropicMessage, status: AssistantStatus = "complete"): AssistantNode {
  return { ...base(), role: "assistant", turn: { protocol: "anthropic", message }, status };
}

export function openAITurn(result: OpenAIResult, status: AssistantStatus = "complete"): AssistantNode {
  return { ...base(), role: "assistant", turn: { protocol: "openai", result }, status };
}

export function toolResults(...results: ToolResult[]): HistoryItem {
  return { ...base(), role: "tool", results };
}

export function attachment(kind: "image" | "video", mediaType: string, base64: string): AttachmentData {
  return { id: `a-${base64}`, kind, mediaType, name: `file.${mediaType.split("/")[1]}`, size: base64.length, base64 };
}

export function anthropicMessage(content: AnthropicMessage["content"], stopReason = "end_turn"): AnthropicMessage {
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: "kimi-k3.1-pro",
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
}

export function openAIResult(message: OpenAIResult["message"], finishReason = "stop"): OpenAIResult {
  return { id: "chatcmpl-test", model: "kimi-k3.1-pro", message, finish_reason: finishReason, usage: null };
}
