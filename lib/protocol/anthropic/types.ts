// Anthropic Messages wire types, as EvoLink sends them for Kimi. Blocks keep every field upstream
// sent (the index signature), because assistant turns are replayed byte-for-byte.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface WebSearchResultLocation {
  type: "web_search_result_location";
  cited_text: string;
  url: string;
  title: string;
  encrypted_index: string;
  [key: string]: unknown;
}

export interface TextBlock {
  type: "text";
  text: string;
  citations?: Array<WebSearchResultLocation | Record<string, unknown>>;
  [key: string]: unknown;
}

export interface ThinkingBlock {
  type: "thinking";
  thinking: string;
  signature: string;
  [key: string]: unknown;
}

export interface RedactedThinkingBlock {
  type: "redacted_thinking";
  data: string;
  [key: string]: unknown;
}

export interface ToolUseBlock {
  type: "tool_use";
  id: string;
  name: string;
  input: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ServerToolUseBlock {
  type: "server_tool_use";
  id: string;
  name: string;
  input: Record<string, unknown>;
  [key: string]: unknown;
}

export interface WebSearchResult {
  type: "web_search_result";
  title: string;
  url: string;
  encrypted_content: string;
  page_age?: string | null;
  [key: string]: unknown;
}

export interface WebSearchToolResultError {
  type: "web_search_tool_result_error";
  error_code: string;
  [key: string]: unknown;
}

export interface WebSearchToolResultBlock {
  type: "web_search_tool_result";
  tool_use_id: string;
  content: WebSearchResult[] | WebSearchToolResultError;
  [key: string]: unknown;
}

export type ContentBlock =
  | TextBlock
  | ThinkingBlock
  | RedactedThinkingBlock
  | ToolUseBlock
  | ServerToolUseBlock
  | WebSearchToolResultBlock;

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: { ephemeral_5m_input_tokens?: number; ephemeral_1h_input_tokens?: number } | null;
  output_tokens_details?: { thinking_tokens?: number } | null;
  server_tool_use?: { web_search_requests?: number } | null;
  [key: string]: unknown;
}

export type StopReason = "end_turn" | "max_tokens" | "tool_use" | "stop_sequence" | "refusal" | "pause_turn" | (string & {});

/** The full Message object: what a non-streaming call returns and what a stream accumulates to. */
export interface AnthropicMessage {
  id: string;
  type: "message";
  role: "assistant";
  model: string;
  content: ContentBlock[];
  stop_reason: StopReason | null;
  stop_sequence: string | null;
  usage: Usage;
  [key: string]: unknown;
}

/** The data of an `event: error` (or a non-200 body). */
export interface AnthropicErrorBody {
  type: "error";
  error: { type: string; message: string; [key: string]: unknown };
  request_id?: string;
  [key: string]: unknown;
}

// Request side: what a user turn or tool result looks like when we send it.
export interface ImageBlockParam {
  type: "image";
  source:
    | { type: "base64"; media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp"; data: string }
    | { type: "url"; url: string };
}

/** What a tool_result's content array holds (000): text and image blocks. */
export type ToolResultContentBlock = { type: "text"; text: string } | ImageBlockParam;

export interface ToolResultBlockParam {
  type: "tool_result";
  tool_use_id: string;
  content: string | ToolResultContentBlock[];
  is_error?: boolean;
}

export type UserContentBlockParam = { type: "text"; text: string } | ImageBlockParam | ToolResultBlockParam;

export interface MessageParam {
  role: "user" | "assistant";
  content: string | Array<UserContentBlockParam | ContentBlock>;
}
