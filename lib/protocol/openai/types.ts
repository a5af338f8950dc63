// OpenAI Chat Completions wire types with Kimi's extensions (reasoning_content, builtin_function).

export interface ToolCall {
  id: string;
  type: "function" | "builtin_function" | (string & {});
  function: { name: string; arguments: string };
  [key: string]: unknown;
}

/** An assistant message as accumulated: replayed unchanged on the next turn. */
export interface OpenAIAssistantMessage {
  role: "assistant";
  content: string | null;
  reasoning_content?: string;
  tool_calls?: ToolCall[];
  [key: string]: unknown;
}

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details?: { cached_tokens?: number; cache_write_tokens?: number } | null;
  completion_tokens_details?: { reasoning_tokens?: number } | null;
  [key: string]: unknown;
}

export type FinishReason = "stop" | "length" | "tool_calls" | "content_filter" | (string & {});

/** What a stream accumulates to (the fixtures' expected.json shape). */
export interface OpenAIResult {
  id: string;
  model: string;
  message: OpenAIAssistantMessage;
  finish_reason: FinishReason | null;
  usage: ChatUsage | null;
}

export interface OpenAIErrorBody {
  error: { message: string; type?: string; code?: string | null; [key: string]: unknown };
  [key: string]: unknown;
}

export type ContentPart =
  | { type: "text"; text: string }
  | { type: "image_url"; image_url: string | { url: string; detail?: string } }
  | { type: "video_url"; video_url: string | { url: string } };

export type ChatMessageParam =
  | { role: "system"; content: string }
  | { role: "user"; content: string | ContentPart[] }
  | OpenAIAssistantMessage
  | { role: "tool"; tool_call_id: string; content: string | ContentPart[]; name?: string };
