// The stored conversation model, shared by the request builders, the conversation engine and the
// database. Assistant turns hold exactly what upstream produced; nothing here re-serialises them.

import type { AnthropicMessage, ToolResultContentBlock } from "./anthropic/types";
import type { OpenAIResult } from "./openai/types";
import type { CacheTtl, Effort, ModelId, Protocol } from "./models";
import type { BuiltinToolName } from "./tool-settings";
import type { McpToolSetting } from "./mcp/mcp-tool-setting";
import type { TurnErrorKind } from "./turn-error-kind";

export interface ToolDefinition {
  name: string;
  description?: string;
  /** JSON Schema of the tool's input (Anthropic `input_schema`, OpenAI `function.parameters`). */
  inputSchema: Record<string, unknown>;
  /** OpenAI `function.strict`: arguments must follow the schema exactly. Not sent in the Anthropic format. */
  strict?: boolean;
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

/** Text, a JSON object (OpenAI only) or JSON following `structuredOutput`'s schema. */
export type OutputFormat = "text" | "json_object" | "json_schema";

/** The structured output a reply was asked for, kept with the reply so later settings don't reinterpret it. */
export type RequestedFormat =
  | { type: "json_object" }
  /** `name` only when it was sent: the OpenAI format's `json_schema.name`. */
  | { type: "json_schema"; name?: string; schema: Record<string, unknown> };

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
  /** Absent in conversations stored before the choice existed: read by `outputFormatOf` (Text unless a schema was imported). */
  outputFormat?: OutputFormat;
  /** The JSON Schema; kept while another format is chosen, so switching back loses nothing. */
  structuredOutput: StructuredOutputSetting | null;
  /** Built-in tools (run by the browser itself) offered beside `tools`. */
  builtinTools: BuiltinToolName[];
  /** MCP tools offered beside them, run through their servers once the person allows each call. Absent in older conversations. */
  mcpTools?: McpToolSetting[];
  /** Automatic tool rounds (built-ins, `$web_search`) one action may take before the loop stops. */
  maxToolRounds: number;
}

export interface AttachmentRef {
  id: string;
  kind: "image" | "video" | "document";
  /** A document's is `text/plain`: what is stored and sent is its extracted text. */
  mediaType: string;
  name: string;
  size: number;
  /** An image sent by its address: no bytes are stored, and `size` is 0. Absent for stored files. */
  url?: string;
  /** A document's facts, shown on its chip and counted by the context meter. */
  document?: DocumentInfo;
}

export interface DocumentInfo {
  /** Estimated with the context meter's rule: an estimate, never a count. */
  tokens: number;
  /** A PDF's page count. */
  pages?: number;
}

/**
 * What a request sends for an attachment, resolved when it is built: the stored bytes as base64, the
 * address of an image sent by URL, or a document's text.
 */
export type AttachmentData =
  | (AttachmentRef & { kind: "image" | "video"; url?: undefined; base64: string })
  | (AttachmentRef & { url: string })
  | (AttachmentRef & { kind: "document"; url?: undefined; text: string });

/**
 * What each protocol keeps of a reply, verbatim (its accumulator's result). A protocol added to
 * PROTOCOLS without an entry here fails to compile wherever a turn is typed.
 */
interface TurnPayloads {
  anthropic: { message: AnthropicMessage };
  openai: { result: OpenAIResult };
}

/** A stored reply of protocol `P`; over a union of protocols, the union of their turns. */
export type TurnOf<P extends Protocol> = P extends Protocol ? { protocol: P } & TurnPayloads[P] : never;

export type AssistantTurn = TurnOf<Protocol>;

/** "stopped": the person stopped it (Stop, or an action that replaced the run); "interrupted": it was cut off otherwise (the page went, and the gateway did not keep it). */
export type AssistantStatus = "streaming" | "complete" | "stopped" | "interrupted" | "error";

export interface TurnError {
  kind: TurnErrorKind;
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
  /** Set when the tool loop stopped at this turn with its automatic calls unanswered. */
  stoppedAt?: ToolLoopStop;
  /** Absent: the reply was asked for text. */
  format?: RequestedFormat;
  /**
   * While it streams: the id the gateway keeps this reply under (lib/server/replies), so a page that
   * reloads or reopens resumes it rather than losing it. Dropped once the reply ends.
   */
  resumeId?: string;
}

/**
 * Why the tool loop left this turn's automatic calls unanswered: it hit the conversation's round limit
 * after `rounds` rounds, or the calls were running when the page went away (or Stop was pressed).
 * Both leave the turn to be continued (Engine.continueToolLoop).
 */
export type ToolLoopStop = { reason: "tool-rounds"; rounds: number } | { reason: "tools-unfinished" };

export interface ToolResult {
  toolUseId: string;
  name: string;
  /**
   * Sent as is: for `$web_search` this is the tool call's arguments string, unchanged. A tool that
   * returns images gives text and image blocks, as an Anthropic tool_result's content array holds them.
   */
  content: string | ToolResultContentBlock[];
  isError?: boolean;
  /** An MCP tool's `structuredContent`, drawn as a form in its card. Never sent: `content` carries it. */
  structured?: Record<string, unknown>;
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
