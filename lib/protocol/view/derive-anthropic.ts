// Anthropic content blocks → view parts. Handlers are picked from a map by block type (own keys
// only: an imported type may be "__proto__"); types this client does not know fall through to nothing.

import type {
  AnthropicMessage,
  ContentBlock,
  ServerToolUseBlock,
  TextBlock,
  ThinkingBlock,
  ToolUseBlock,
  WebSearchToolResultBlock,
} from "@/lib/protocol/anthropic/types";
import type { AssistantNode } from "@/lib/protocol/message";
import { ownValue } from "@/lib/protocol/own-key";
import { awaitsOf, inputSchemaOf, toolResultImages, toolResultView, toolStatus, type DeriveContext } from "./derive-context";
import type { ThinkingPart, WebSearchPart } from "./parts";
import { appendText, finishText, startText, type TextDraft } from "./text-draft";
import { resultView } from "./web-search";

interface State {
  node: AssistantNode;
  ctx: DeriveContext;
  streaming: boolean;
  lastIndex: number;
  searchResults: Map<string, WebSearchToolResultBlock>;
  /** Per-turn thinking tokens; only attributable when the turn has a single thinking block. */
  thinkingTokens?: number;
  text: TextDraft | null;
}

type Handler = (block: ContentBlock, index: number, state: State) => void;

function flushText(state: State): void {
  if (!state.text) return;
  const draft = state.text;
  const text = finishText(draft, state.streaming && draft.lastBlock === state.lastIndex);
  const { format } = state.node;
  // A reply asked for JSON: its text is the JSON (arriving as text_delta pieces, PROTOCOL §5).
  state.ctx.out.push(format ? { type: "structured", key: text.key, text: text.text, format, streaming: text.streaming } : text);
  state.text = null;
}

const key = (state: State, index: number) => `${state.node.id}:${index}`;

const onText: Handler = (block, index, state) => {
  const { text, citations } = block as TextBlock;
  state.text ??= startText(key(state, index));
  const growing = state.streaming && index === state.lastIndex;
  // Citation marks would break a structured reply's JSON.
  const cited = state.node.format ? undefined : citations;
  appendText(state.text, typeof text === "string" ? text : "", cited, state.ctx.citationNumbers, index, growing);
};

const onThinking: Handler = (block, index, state) => {
  const part: ThinkingPart = {
    type: "thinking",
    key: key(state, index),
    text: (block as ThinkingBlock).thinking ?? "",
    streaming: state.streaming && index === state.lastIndex,
  };
  const duration = state.node.thinkingDurations?.[index];
  if (duration !== undefined) part.durationMs = duration;
  if (state.thinkingTokens !== undefined) part.tokens = state.thinkingTokens;
  state.ctx.out.push(part);
};

const onToolUse: Handler = (block, index, state) => {
  const { id, name, input } = block as ToolUseBlock;
  const result = state.ctx.toolResults.get(id);
  const status = toolStatus(id, result, state.node, state.ctx);
  state.ctx.out.push({
    type: "tool-call",
    key: key(state, index),
    id,
    name,
    input: input ?? {},
    ...inputSchemaOf(name, state.ctx),
    result: toolResultView(result),
    status,
    ...awaitsOf(id, status, state.ctx),
    ...toolResultImages(result),
  });
};

function webSearchPart(block: ServerToolUseBlock, index: number, state: State): WebSearchPart {
  const query = typeof block.input?.query === "string" ? block.input.query : "";
  const base = { type: "web-search", key: key(state, index), id: block.id, query, resultsVisible: true } as const;
  const found = state.searchResults.get(block.id);
  if (!found) {
    const status = state.streaming ? "searching" : "error";
    return { ...base, status, results: [] };
  }
  if (Array.isArray(found.content)) return { ...base, status: "done", results: found.content.map(resultView) };
  return { ...base, status: "error", results: [], error: found.content?.error_code ?? "unknown" };
}

const onServerToolUse: Handler = (block, index, state) => {
  const serverTool = block as ServerToolUseBlock;
  if (serverTool.name === "web_search") {
    state.ctx.out.push(webSearchPart(serverTool, index, state));
    return;
  }
  state.ctx.out.push({
    type: "tool-call",
    key: key(state, index),
    id: serverTool.id,
    name: serverTool.name,
    input: serverTool.input ?? {},
    status: state.streaming ? "running" : "done",
  });
};

// The result is drawn with its server_tool_use block.
const onSearchResult: Handler = () => {};

const HANDLERS: Record<string, Handler> = {
  text: onText,
  thinking: onThinking,
  tool_use: onToolUse,
  server_tool_use: onServerToolUse,
  web_search_tool_result: onSearchResult,
};

export function deriveAnthropic(node: AssistantNode, message: AnthropicMessage, ctx: DeriveContext): void {
  const blocks: readonly ContentBlock[] = Array.isArray(message.content) ? message.content : [];
  const state: State = {
    node,
    ctx,
    streaming: node.status === "streaming",
    lastIndex: blocks.length - 1,
    searchResults: new Map(),
    text: null,
  };
  let thinkingBlocks = 0;
  for (const block of blocks) {
    if (block.type === "web_search_tool_result") state.searchResults.set(block.tool_use_id, block);
    else if (block.type === "thinking") thinkingBlocks++;
  }
  const tokens = message.usage?.output_tokens_details?.thinking_tokens;
  if (thinkingBlocks === 1 && !state.streaming && typeof tokens === "number") state.thinkingTokens = tokens;

  blocks.forEach((block, index) => {
    const handler = ownValue(HANDLERS, block?.type);
    if (!handler) return;
    if (handler !== onText) flushText(state);
    handler(block, index, state);
  });
  flushText(state);
}
