// OpenAI assistant message → view parts: reasoning, then content, then tool calls (Kimi's order).
// Every field is read as outside data (see stored-value): a call of the wrong shape is left out.
// A streaming turn is derived as it grows (growOpenAI): each of these once it is finished.

import type { AssistantNode } from "@/lib/protocol/message";
import { awaitsOf, forkContext, isCut, inputSchemaOf, toolResultImages, toolResultView, toolStatus, type DeriveContext } from "./derive-context";
import type { ThinkingPart, ViewPart } from "./parts";
import { fieldAt, finiteNumber, isRecord, listOf, requestedFormatOf, stringOr, thinkingDurationAt, toolInputOf } from "@/lib/protocol/stored-value";
import { OPENAI_WEB_SEARCH } from "@/lib/protocol/openai/web-search-tool";
import { growTurn, shallowFingerprint, type TurnGrowth } from "./turn-growth";
import { openAISearchQuery } from "./web-search";

/** The growing content's pieces (TextPart.pieces), while it streams. */
function piecesOf(message: unknown, growing: boolean, ctx: DeriveContext): { pieces?: readonly string[] } {
  const pieces = growing && isRecord(message) ? ctx.textPieces?.get(message) : undefined;
  return pieces ? { pieces } : {};
}

function toolCallPart(call: Record<string, unknown>, key: string, node: AssistantNode, ctx: DeriveContext): ViewPart {
  const id = stringOr(call.id);
  const result = ctx.toolResults.get(id);
  const status = toolStatus(id, result, node, ctx);
  const input = toolInputOf(fieldAt(call, "function", "arguments"), "");
  const name = stringOr(fieldAt(call, "function", "name"));
  if (name === OPENAI_WEB_SEARCH) {
    return {
      type: "web-search",
      key,
      id,
      query: openAISearchQuery(typeof input === "string" ? input : JSON.stringify(input)),
      // A search waiting beside the person's calls is answered with theirs.
      status: status === "running" || status === "waiting" ? "searching" : status === "not-run" || status === "stopped" ? "error" : status,
      results: [],
      resultsVisible: false,
    };
  }
  return {
    type: "tool-call",
    key,
    id,
    name,
    input,
    ...inputSchemaOf(name, ctx),
    result: toolResultView(result),
    status,
    ...awaitsOf(id, status, ctx),
    ...toolResultImages(result),
  };
}

/** The turn as it stands (on this frame, while it streams). */
interface Turn {
  node: AssistantNode;
  result: unknown;
  message: unknown;
  streaming: boolean;
  reasoning: string;
  content: string;
  /** Keys keep the stored index of each call, skipped ones included. */
  calls: readonly unknown[];
  hasCalls: boolean;
}

function turnOf(node: AssistantNode, result: unknown): Turn {
  const message = fieldAt(result, "message");
  const calls = listOf(fieldAt(message, "tool_calls"));
  return {
    node,
    result,
    message,
    streaming: node.status === "streaming",
    reasoning: stringOr(fieldAt(message, "reasoning_content")),
    content: stringOr(fieldAt(message, "content")),
    calls,
    hasCalls: calls.some(isRecord),
  };
}

function reasoningPart({ node, result, streaming, reasoning, content, hasCalls }: Turn, ctx: DeriveContext): void {
  if (reasoning === "") return;
  const part: ThinkingPart = {
    type: "thinking",
    key: `${node.id}:reasoning`,
    text: reasoning,
    streaming: streaming && content === "" && !hasCalls,
  };
  const duration = thinkingDurationAt(node.thinkingDurations, 0);
  if (duration !== undefined) part.durationMs = duration;
  const tokens = finiteNumber(fieldAt(result, "usage", "completion_tokens_details", "reasoning_tokens"));
  if (!streaming && tokens !== undefined) part.tokens = tokens;
  ctx.out.push(part);
}

function contentPart({ node, message, streaming, content, hasCalls }: Turn, ctx: DeriveContext): void {
  if (content === "") return;
  const key = `${node.id}:content`;
  const growing = streaming && !hasCalls;
  const format = requestedFormatOf(node.format);
  ctx.out.push(
    format ? { type: "structured", key, text: content, format, streaming: growing } : { type: "text", key, text: content, citations: [], streaming: growing, ...(isCut(node) && !hasCalls ? { cut: true } : {}), ...piecesOf(message, growing, ctx) },
  );
}

// The turn's units, in the order their parts are drawn: reasoning, content, then each tool call.
const CALLS_FROM = 2;

function deriveUnit(turn: Turn, ctx: DeriveContext, index: number): void {
  if (index === 0) return reasoningPart(turn, ctx);
  if (index === 1) return contentPart(turn, ctx);
  const call = turn.calls[index - CALLS_FROM];
  if (isRecord(call)) ctx.out.push(toolCallPart(call, `${turn.node.id}:call:${index - CALLS_FROM}`, turn.node, ctx));
}

/** `result` is the stored OpenAI result, read as outside data. */
export function deriveOpenAI(node: AssistantNode, result: unknown, ctx: DeriveContext): void {
  const turn = turnOf(node, result);
  for (let index = 0; index < CALLS_FROM + turn.calls.length; index++) deriveUnit(turn, ctx, index);
}

/** Whether a unit is finished: reasoning once the answer or a call has begun, the answer once a call has, a call once the next one has. */
function settled(turn: Turn, index: number): boolean {
  if (index === 0) return turn.content !== "" || turn.hasCalls;
  if (index === 1) return turn.hasCalls;
  return index - CALLS_FROM < turn.calls.length - 1;
}

function fingerprint(turn: Turn, index: number): unknown[] {
  if (index === 0) return [turn.reasoning, thinkingDurationAt(turn.node.thinkingDurations, 0)];
  if (index === 1) return [turn.content];
  const call = turn.calls[index - CALLS_FROM];
  return [...shallowFingerprint(call), ...shallowFingerprint(fieldAt(call, "function"))];
}

export type OpenAIGrowth = TurnGrowth<DeriveContext>;

/** A streaming turn's parts on this frame, after the reply's earlier parts (`base`); each finished unit derived once, into `previous`. */
export function growOpenAI(previous: OpenAIGrowth | undefined, node: AssistantNode, result: unknown, base: DeriveContext): { growth: OpenAIGrowth; parts: ViewPart[] } {
  const turn = turnOf(node, result);
  const { growth, frame } = growTurn(previous, isRecord(result) ? result : node, base, {
    count: CALLS_FROM + turn.calls.length,
    start: forkContext,
    fork: forkContext,
    derive: (ctx, index) => deriveUnit(turn, ctx, index),
    settled: (index) => settled(turn, index),
    fingerprint: (index) => fingerprint(turn, index),
  });
  return { growth, parts: frame.out };
}
