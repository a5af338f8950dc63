// OpenAI assistant message → view parts: reasoning, then content, then tool calls (Kimi's order).
// Every field is read as outside data (see stored-value): a call of the wrong shape is left out.

import type { AssistantNode } from "@/lib/protocol/message";
import { awaitsOf, isCut, inputSchemaOf, toolResultImages, toolResultView, toolStatus, type DeriveContext } from "./derive-context";
import type { ThinkingPart, ViewPart } from "./parts";
import { fieldAt, finiteNumber, isRecord, listOf, requestedFormatOf, stringOr, thinkingDurationAt, toolInputOf } from "@/lib/protocol/stored-value";
import { OPENAI_WEB_SEARCH } from "@/lib/protocol/openai/web-search-tool";
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

/** `turn` is the stored OpenAI result, read as outside data. */
export function deriveOpenAI(node: AssistantNode, turn: unknown, ctx: DeriveContext): void {
  const message = fieldAt(turn, "message");
  const streaming = node.status === "streaming";
  const content = stringOr(fieldAt(message, "content"));
  // Keys keep the stored index of each call, skipped ones included.
  const calls = listOf(fieldAt(message, "tool_calls"));
  const hasCalls = calls.some(isRecord);
  const reasoning = stringOr(fieldAt(message, "reasoning_content"));

  if (reasoning !== "") {
    const part: ThinkingPart = {
      type: "thinking",
      key: `${node.id}:reasoning`,
      text: reasoning,
      streaming: streaming && content === "" && !hasCalls,
    };
    const duration = thinkingDurationAt(node.thinkingDurations, 0);
    if (duration !== undefined) part.durationMs = duration;
    const tokens = finiteNumber(fieldAt(turn, "usage", "completion_tokens_details", "reasoning_tokens"));
    if (!streaming && tokens !== undefined) part.tokens = tokens;
    ctx.out.push(part);
  }
  if (content !== "") {
    const key = `${node.id}:content`;
    const growing = streaming && !hasCalls;
    const format = requestedFormatOf(node.format);
    ctx.out.push(
      format ? { type: "structured", key, text: content, format, streaming: growing } : { type: "text", key, text: content, citations: [], streaming: growing, ...(isCut(node) && !hasCalls ? { cut: true } : {}), ...piecesOf(message, growing, ctx) },
    );
  }
  calls.forEach((call, index) => {
    if (isRecord(call)) ctx.out.push(toolCallPart(call, `${node.id}:call:${index}`, node, ctx));
  });
}
