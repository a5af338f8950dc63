// The stored conversation model, shared by the request builders, the conversation engine and the
// database. Assistant turns hold exactly what upstream produced; nothing here re-serialises them.

import type { AnthropicMessage, ToolResultContentBlock } from "./anthropic/types";
import type { OpenAIResult } from "./openai/types";
import type { CacheTtl, Effort, ModelId, Protocol } from "./models";

export interface ToolDefinition {
  name: string;
  description?: string;
  /** JSON Schema of the tool's input (Anthropic `input_schema`, OpenAI `function.parameters`). */
  inputSchema: Record<string, unknown>;
}

export type ToolChoiceSetting =
  | { type: "auto" }
  | { type: "any" } // OpenAI: "required"
  | { type: "none" }
  | { type: "tool"; name: string }; // OpenAI: {type:"function",function:{name}}

export interface StructuredOutputSetting {
  name: string;
  schema: Record<string, unknown>;
  strict: boolean;
}

export interface ConversationSettings {
  model: ModelId;
  protocol: Protocol;
  effort: Effort;
  system: string;
  maxTokens: number;
  stopSequences: string[];
  cacheTtl: CacheTtl;
  webSearch: boolean;
  webSearchMaxUses: number;
  tools: ToolDefinition[];
  toolChoice: ToolChoiceSetting;
  structuredOutput: StructuredOutputSetting | null;
}

export interface AttachmentRef {
  id: string;
  kind: "image" | "video";
  mediaType: string;
  name: string;
  size: number;
  /** An image sent by its address: no bytes are stored, and `size` is 0. Absent for stored files. */
  url?: string;
}

/**
 * What a request sends for an attachment, resolved when it is built: the stored bytes as base64, or
 * the address of an image sent by URL.
 */
export type AttachmentData = (AttachmentRef & { url?: undefined; base64: string }) | (AttachmentRef & { url: string });

export type AssistantTurn =
  | { protocol: "anthropic"; message: AnthropicMessage }
  | { protocol: "openai"; result: OpenAIResult };

export type AssistantStatus = "streaming" | "complete" | "interrupted" | "error";

export interface TurnError {
  kind: string;
  message: string;
  status?: number;
  retryAfterSeconds?: number;
  retryable: boolean;
}

interface NodeBase {
  id: string;
  conversationId: string;
  /** Parent in the message tree; siblings under one parent are branches. */
  parentId: string | null;
  createdAt: number;
}

export interface UserNode extends NodeBase {
  role: "user";
  text: string;
  attachments: AttachmentRef[];
}

export interface AssistantNode extends NodeBase {
  role: "assistant";
  turn: AssistantTurn;
  status: AssistantStatus;
  error?: TurnError;
  /** Wall-clock ms per thinking block index, for the collapsed "Thought for Ns" label. */
  thinkingDurations?: Record<number, number>;
}

export interface ToolResult {
  toolUseId: string;
  name: string;
  /**
   * Sent as is: for `$web_search` this is the tool call's arguments string, unchanged. A tool that
   * returns images gives text and image blocks, as an Anthropic tool_result's content array holds them.
   */
  content: string | ToolResultContentBlock[];
  isError?: boolean;
}

export interface ToolResultNode extends NodeBase {
  role: "tool";
  results: ToolResult[];
}

export type MessageNode = UserNode | AssistantNode | ToolResultNode;

/** A path through the tree, root first, with attachment bytes resolved: the input to request builders. */
export type HistoryItem =
  | (Omit<UserNode, "attachments"> & { attachments: AttachmentData[] })
  | AssistantNode
  | ToolResultNode;
