// Anthropic content blocks → view parts. Handlers are picked from a map by block type (own keys
// only: an imported type may be "__proto__"); types this client does not know fall through to nothing.
// Every field is read as outside data (see stored-value): a block of the wrong shape draws what it can.

import type { AssistantNode, RequestedFormat } from "@/lib/protocol/message";
import { ownValue } from "@/lib/protocol/own-key";
import { awaitsOf, inputSchemaOf, isCut, toolResultImages, toolResultView, toolStatus, type DeriveContext } from "./derive-context";
import type { ThinkingPart, WebSearchPart } from "./parts";
import { fieldAt, finiteNumber, isRecord, listOf, requestedFormatOf, stringOr, thinkingDurationAt, toolInputOf } from "@/lib/protocol/stored-value";
import { appendText, finishText, startText, type TextDraft } from "./text-draft";
import { resultView } from "./web-search";

type Block = Record<string, unknown>;

interface State {
  node: AssistantNode;
  ctx: DeriveContext;
  format: RequestedFormat | undefined;
  streaming: boolean;
  lastIndex: number;
  /** web_search_tool_result blocks by the id of their server_tool_use. */
  searchResults: Map<string, Block>;
  /** Per-turn thinking tokens; only attributable when the turn has a single thinking block. */
  thinkingTokens?: number;
  text: TextDraft | null;
}

type Handler = (block: Block, index: number, state: State) => void;

function flushText(state: State): void {
  if (!state.text) return;
  const draft = state.text;
  const last = draft.lastBlock === state.lastIndex;
  const text = finishText(draft, state.streaming && last, last && isCut(state.node));
  const { format } = state;
  // A reply asked for JSON: its text is the JSON (arriving as text_delta pieces, PROTOCOL §5).
  state.ctx.out.push(format ? { type: "structured", key: text.key, text: text.text, format, streaming: text.streaming } : text);
  state.text = null;
}

const key = (state: State, index: number) => `${state.node.id}:${index}`;

const onText: Handler = (block, index, state) => {
  state.text ??= startText(key(state, index));
  const growing = state.streaming && index === state.lastIndex;
  // Citation marks would break a structured reply's JSON.
  const cited = state.format ? undefined : block.citations;
  appendText(state.text, stringOr(block.text), cited, state.ctx.citationNumbers, index, growing);
  if (growing) state.text.pieces = state.ctx.textPieces?.get(block);
};

const onThinking: Handler = (block, index, state) => {
  const part: ThinkingPart = {
    type: "thinking",
    key: key(state, index),
    text: stringOr(block.thinking),
    streaming: state.streaming && index === state.lastIndex,
  };
  const duration = thinkingDurationAt(state.node.thinkingDurations, index);
  if (duration !== undefined) part.durationMs = duration;
  if (state.thinkingTokens !== undefined) part.tokens = state.thinkingTokens;
  state.ctx.out.push(part);
};

const onToolUse: Handler = (block, index, state) => {
  const id = stringOr(block.id);
  const name = stringOr(block.name);
  const result = state.ctx.toolResults.get(id);
  const status = toolStatus(id, result, state.node, state.ctx);
  state.ctx.out.push({
    type: "tool-call",
    key: key(state, index),
    id,
    name,
    // While the call forms, its input so far (raw JSON text); the stored input once it has stopped.
    input: state.streaming && state.ctx.pendingInputs.has(id) ? (state.ctx.pendingInputs.get(id) ?? "") : toolInputOf(block.input, {}),
    ...inputSchemaOf(name, state.ctx),
    result: toolResultView(result),
    status,
    ...awaitsOf(id, status, state.ctx),
    ...toolResultImages(result),
  });
};

function webSearchPart(block: Block, index: number, state: State): WebSearchPart {
  const id = stringOr(block.id);
  const query = stringOr(fieldAt(block, "input", "query"));
  const base = { type: "web-search", key: key(state, index), id, query, resultsVisible: true } as const;
  const found = state.searchResults.get(id);
  if (!found) {
    const status = state.streaming ? "searching" : "error";
    return { ...base, status, results: [] };
  }
  // Results that are not objects, or have no URL to show, are left out.
  if (Array.isArray(found.content)) return { ...base, status: "done", results: found.content.flatMap((result) => resultView(result) ?? []) };
  const code = fieldAt(found.content, "error_code");
  return { ...base, status: "error", results: [], error: typeof code === "string" ? code : "unknown" };
}

const onServerToolUse: Handler = (block, index, state) => {
  if (block.name === "web_search") {
    state.ctx.out.push(webSearchPart(block, index, state));
    return;
  }
  state.ctx.out.push({
    type: "tool-call",
    key: key(state, index),
    id: stringOr(block.id),
    name: stringOr(block.name),
    input: toolInputOf(block.input, {}),
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

/** `message` is the stored Anthropic message, read as outside data. */
export function deriveAnthropic(node: AssistantNode, message: unknown, ctx: DeriveContext): void {
  const blocks = listOf(fieldAt(message, "content"));
  const state: State = {
    node,
    ctx,
    format: requestedFormatOf(node.format),
    streaming: node.status === "streaming",
    lastIndex: blocks.length - 1,
    searchResults: new Map(),
    text: null,
  };
  let thinkingBlocks = 0;
  for (const block of blocks) {
    if (!isRecord(block)) continue;
    if (block.type === "web_search_tool_result" && typeof block.tool_use_id === "string") state.searchResults.set(block.tool_use_id, block);
    else if (block.type === "thinking") thinkingBlocks++;
  }
  const tokens = finiteNumber(fieldAt(message, "usage", "output_tokens_details", "thinking_tokens"));
  if (thinkingBlocks === 1 && !state.streaming && tokens !== undefined) state.thinkingTokens = tokens;

  // Indexes stay those of the stored blocks (keys, thinking durations), skipped ones included.
  blocks.forEach((block, index) => {
    if (!isRecord(block)) return;
    const handler = ownValue(HANDLERS, block.type);
    if (!handler) return;
    if (handler !== onText) flushText(state);
    handler(block, index, state);
  });
  flushText(state);
}
