// Anthropic content blocks → view parts. Handlers are picked from a map by block type (own keys
// only: an imported type may be "__proto__"); types this client does not know fall through to nothing.
// Every field is read as outside data (see stored-value): a block of the wrong shape draws what it can.
// A streaming turn is derived as it grows (growAnthropic): each block once it is finished, and the
// growing last block on every frame.

import type { AssistantNode, RequestedFormat } from "@/lib/protocol/message";
import { ownValue } from "@/lib/protocol/own-key";
import { awaitsOf, forkContext, inputSchemaOf, isCut, toolResultImages, toolResultView, toolStatus, type DeriveContext } from "./derive-context";
import type { ThinkingPart, ViewPart, WebSearchPart } from "./parts";
import { fieldAt, finiteNumber, isRecord, listOf, requestedFormatOf, stringOr, thinkingDurationAt, toolInputOf } from "@/lib/protocol/stored-value";
import { appendText, finishText, forkText, startText, type TextDraft } from "./text-draft";
import { growTurn, shallowFingerprint, type TurnGrowth } from "./turn-growth";
import { resultView } from "./web-search";

type Block = Record<string, unknown>;

/** The turn as it stands (on this frame, while it streams). */
interface Turn {
  node: AssistantNode;
  blocks: readonly unknown[];
  format: RequestedFormat | undefined;
  streaming: boolean;
  lastIndex: number;
  /** web_search_tool_result blocks by the id of their server_tool_use. */
  searchResults: Map<string, Block>;
  /** Per-turn thinking tokens; only attributable when the turn has a single thinking block. */
  thinkingTokens?: number;
}

/** What has been derived: the reply's parts so far, and the run of text blocks not yet closed. */
interface State {
  ctx: DeriveContext;
  text: TextDraft | null;
}

type Handler = (block: Block, index: number, turn: Turn, state: State) => void;

function flushText(turn: Turn, state: State): void {
  if (!state.text) return;
  const draft = state.text;
  const last = draft.lastBlock === turn.lastIndex;
  const text = finishText(draft, turn.streaming && last, last && isCut(turn.node));
  const { format } = turn;
  // A reply asked for JSON: its text is the JSON (arriving as text_delta pieces, PROTOCOL §5).
  state.ctx.out.push(format ? { type: "structured", key: text.key, text: text.text, format, streaming: text.streaming } : text);
  state.text = null;
}

const key = (turn: Turn, index: number) => `${turn.node.id}:${index}`;

const onText: Handler = (block, index, turn, state) => {
  state.text ??= startText(key(turn, index));
  const growing = turn.streaming && index === turn.lastIndex;
  // Citation marks would break a structured reply's JSON.
  const cited = turn.format ? undefined : block.citations;
  appendText(state.text, stringOr(block.text), cited, state.ctx.citationNumbers, index, growing);
  if (growing) state.text.pieces = state.ctx.textPieces?.get(block);
};

const onThinking: Handler = (block, index, turn, state) => {
  const part: ThinkingPart = {
    type: "thinking",
    key: key(turn, index),
    text: stringOr(block.thinking),
    streaming: turn.streaming && index === turn.lastIndex,
  };
  const duration = thinkingDurationAt(turn.node.thinkingDurations, index);
  if (duration !== undefined) part.durationMs = duration;
  if (turn.thinkingTokens !== undefined) part.tokens = turn.thinkingTokens;
  state.ctx.out.push(part);
};

const onToolUse: Handler = (block, index, turn, state) => {
  const id = stringOr(block.id);
  const name = stringOr(block.name);
  const result = state.ctx.toolResults.get(id);
  const status = toolStatus(id, result, turn.node, state.ctx);
  state.ctx.out.push({
    type: "tool-call",
    key: key(turn, index),
    id,
    name,
    // While the call forms, its input so far (raw JSON text); the stored input once it has stopped.
    input: turn.streaming && state.ctx.pendingInputs.has(id) ? (state.ctx.pendingInputs.get(id) ?? "") : toolInputOf(block.input, {}),
    ...inputSchemaOf(name, state.ctx),
    result: toolResultView(result),
    status,
    ...awaitsOf(id, status, state.ctx),
    ...toolResultImages(result),
  });
};

function webSearchPart(block: Block, index: number, turn: Turn): WebSearchPart {
  const id = stringOr(block.id);
  const query = stringOr(fieldAt(block, "input", "query"));
  const base = { type: "web-search", key: key(turn, index), id, query, resultsVisible: true } as const;
  const found = turn.searchResults.get(id);
  if (!found) {
    const status = turn.streaming ? "searching" : "error";
    return { ...base, status, results: [] };
  }
  // Results that are not objects, or have no URL to show, are left out.
  if (Array.isArray(found.content)) return { ...base, status: "done", results: found.content.flatMap((result) => resultView(result) ?? []) };
  const code = fieldAt(found.content, "error_code");
  return { ...base, status: "error", results: [], error: typeof code === "string" ? code : "unknown" };
}

const onServerToolUse: Handler = (block, index, turn, state) => {
  if (block.name === "web_search") {
    state.ctx.out.push(webSearchPart(block, index, turn));
    return;
  }
  state.ctx.out.push({
    type: "tool-call",
    key: key(turn, index),
    id: stringOr(block.id),
    name: stringOr(block.name),
    input: toolInputOf(block.input, {}),
    status: turn.streaming ? "running" : "done",
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

const handlerOf = (block: unknown): Handler | undefined => (isRecord(block) ? ownValue(HANDLERS, block.type) : undefined);

function turnOf(node: AssistantNode, message: unknown): Turn {
  const blocks = listOf(fieldAt(message, "content"));
  const turn: Turn = {
    node,
    blocks,
    format: requestedFormatOf(node.format),
    streaming: node.status === "streaming",
    lastIndex: blocks.length - 1,
    searchResults: new Map(),
  };
  let thinkingBlocks = 0;
  for (const block of blocks) {
    if (!isRecord(block)) continue;
    if (block.type === "web_search_tool_result" && typeof block.tool_use_id === "string") turn.searchResults.set(block.tool_use_id, block);
    else if (block.type === "thinking") thinkingBlocks++;
  }
  const tokens = finiteNumber(fieldAt(message, "usage", "output_tokens_details", "thinking_tokens"));
  if (thinkingBlocks === 1 && !turn.streaming && tokens !== undefined) turn.thinkingTokens = tokens;
  return turn;
}

// Indexes stay those of the stored blocks (keys, thinking durations), skipped ones included.
function deriveBlock(turn: Turn, state: State, index: number): void {
  const block = turn.blocks[index];
  const handler = handlerOf(block);
  if (!handler) return;
  if (handler !== onText) flushText(turn, state);
  handler(block as Block, index, turn, state);
  // A run of text ends where the next block is not text: closed there, so a streaming turn's
  // finished run is whole once that block has started, and is not derived again on each frame.
  const next = handlerOf(turn.blocks[index + 1]);
  if (handler === onText && next && next !== onText) flushText(turn, state);
}

/** `message` is the stored Anthropic message, read as outside data. */
export function deriveAnthropic(node: AssistantNode, message: unknown, ctx: DeriveContext): void {
  const turn = turnOf(node, message);
  const state: State = { ctx, text: null };
  for (let index = 0; index < turn.blocks.length; index++) deriveBlock(turn, state, index);
  flushText(turn, state);
}

/** What a finished block's part was derived from: the block's fields, its time, its input so far and its search's result. */
function fingerprint(turn: Turn, index: number, ctx: DeriveContext): unknown[] {
  const block = turn.blocks[index];
  const id = stringOr(fieldAt(block, "id"));
  return [...shallowFingerprint(block), thinkingDurationAt(turn.node.thinkingDurations, index), ctx.pendingInputs.get(id), turn.searchResults.get(id)];
}

export type AnthropicGrowth = TurnGrowth<State>;

/**
 * A streaming turn's parts on this frame, after the reply's earlier parts (`base`): every block but
 * the last is finished (blocks stream one after another), so each is derived once, into `previous`.
 */
export function growAnthropic(previous: AnthropicGrowth | undefined, node: AssistantNode, message: unknown, base: DeriveContext): { growth: AnthropicGrowth; parts: ViewPart[] } {
  const turn = turnOf(node, message);
  const { growth, frame } = growTurn(previous, isRecord(message) ? message : node, base, {
    count: turn.blocks.length,
    start: (ctx) => ({ ctx: forkContext(ctx), text: null }),
    fork: (state) => ({ ctx: forkContext(state.ctx), text: state.text && forkText(state.text) }),
    derive: (state, index) => deriveBlock(turn, state, index),
    settled: (index) => index < turn.lastIndex,
    fingerprint: (index) => fingerprint(turn, index, base),
  });
  flushText(turn, frame);
  return { growth, parts: frame.ctx.out };
}
