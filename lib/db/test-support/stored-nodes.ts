// Stored message nodes of every kind, and the settings of the conversations that hold them.

import type { AssistantNode, ConversationSettings, ToolResultNode, UserNode } from "@/lib/protocol/message";
import { defaultSettings } from "@/lib/db/default-settings";

export const settings: ConversationSettings = defaultSettings();

export function userNode(id: string, conversationId: string, parentId: string | null, text: string, createdAt: number): UserNode {
  return { id, conversationId, parentId, createdAt, role: "user", text, attachments: [] };
}

export function anthropicNode(
  id: string,
  conversationId: string,
  parentId: string | null,
  text: string,
  createdAt: number,
  status: AssistantNode["status"] = "complete",
): AssistantNode {
  return {
    id,
    conversationId,
    parentId,
    createdAt,
    role: "assistant",
    status,
    turn: {
      protocol: "anthropic",
      message: {
        id: `msg_${id}`,
        type: "message",
        role: "assistant",
        model: "kimi-k3.1-pro",
        content: [{ type: "text", text }],
        stop_reason: status === "complete" ? "end_turn" : null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 5 },
      },
    },
  };
}

/** An assistant turn with everything that must survive byte-for-byte. */
export function richAnthropicNode(id: string, conversationId: string, parentId: string | null, createdAt: number): AssistantNode {
  return {
    id,
    conversationId,
    parentId,
    createdAt,
    role: "assistant",
    status: "complete",
    thinkingDurations: { 0: 1234 },
    turn: {
      protocol: "anthropic",
      message: {
        id: "msg_01",
        type: "message",
        role: "assistant",
        model: "kimi-k3.1-pro",
        content: [
          { type: "thinking", thinking: "Let me search.\n第二行", signature: "EqQBCkgIARABGAIiQL+/sig==" },
          { type: "server_tool_use", id: "srvtoolu_01", name: "web_search", input: { query: "月光 moonlight" } },
          {
            type: "web_search_tool_result",
            tool_use_id: "srvtoolu_01",
            content: [
              { type: "web_search_result", title: "Moon", url: "https://example.com/moon", encrypted_content: "Eo8BCioIAhgB\u0000x==", page_age: null },
            ],
          },
          {
            type: "text",
            text: "The moon is bright 🌕.",
            citations: [
              {
                type: "web_search_result_location",
                cited_text: "The moon is bright",
                url: "https://example.com/moon",
                title: "Moon",
                encrypted_index: "EpABCioIAhgB==",
              },
            ],
          },
          { type: "tool_use", id: "toolu_01", name: "get_weather", input: { city: "東京", nested: { a: [1, 2.5, null] } } },
        ],
        stop_reason: "tool_use",
        stop_sequence: null,
        usage: { input_tokens: 2311, output_tokens: 120, cache_read_input_tokens: 0, output_tokens_details: { thinking_tokens: 40 } },
        zz_unknown_upstream_field: { kept: true },
      },
    },
  };
}

export function openaiNode(id: string, conversationId: string, parentId: string | null, createdAt: number): AssistantNode {
  return {
    id,
    conversationId,
    parentId,
    createdAt,
    role: "assistant",
    status: "complete",
    turn: {
      protocol: "openai",
      result: {
        id: "chatcmpl-1",
        model: "kimi-k3.1-pro",
        message: {
          role: "assistant",
          content: "",
          reasoning_content: "full reasoning",
          tool_calls: [
            { id: "functions.$web_search:0", type: "builtin_function", function: { name: "$web_search", arguments: '{"search_result":{"search_id":"s1"}}' } },
          ],
        },
        finish_reason: "tool_calls",
        usage: null,
      },
    },
  };
}

export function toolNode(id: string, conversationId: string, parentId: string, createdAt: number): ToolResultNode {
  return {
    id,
    conversationId,
    parentId,
    createdAt,
    role: "tool",
    results: [{ toolUseId: "toolu_01", name: "get_weather", content: '{"temp":21}' }],
  };
}
