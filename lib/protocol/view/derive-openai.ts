// OpenAI assistant message → view parts: reasoning, then content, then tool calls (Kimi's order).

import type { AssistantNode } from "@/lib/protocol/message";
import type { OpenAIResult, ToolCall } from "@/lib/protocol/openai/types";
import { awaitsOf, inputSchemaOf, toolResultImages, toolResultView, toolStatus, type DeriveContext } from "./derive-context";
import type { ThinkingPart, ViewPart } from "./parts";
import { OPENAI_WEB_SEARCH, openAISearchQuery } from "./web-search";

function toolCallPart(call: ToolCall, key: string, node: AssistantNode, ctx: DeriveContext): ViewPart {
  const result = ctx.toolResults.get(call.id);
  const status = toolStatus(call.id, result, node, ctx);
  const args = call.function?.arguments ?? "";
  if (call.function?.name === OPENAI_WEB_SEARCH) {
    return {
      type: "web-search",
      key,
      id: call.id,
      query: openAISearchQuery(args),
      // A search waiting beside the person's calls is answered with theirs.
      status: status === "running" || status === "waiting" ? "searching" : status === "not-run" || status === "stopped" ? "error" : status,
      results: [],
      resultsVisible: false,
    };
  }
  const name = call.function?.name ?? "";
  return {
    type: "tool-call",
    key,
    id: call.id,
    name,
    input: args,
    ...inputSchemaOf(name, ctx),
    result: toolResultView(result),
    status,
    ...awaitsOf(call.id, status, ctx),
    ...toolResultImages(result),
  };
}

export function deriveOpenAI(node: AssistantNode, turn: OpenAIResult, ctx: DeriveContext): void {
  const message = turn.message;
  const streaming = node.status === "streaming";
  const content = typeof message?.content === "string" ? message.content : "";
  const calls = Array.isArray(message?.tool_calls) ? message.tool_calls : [];
  const reasoning = typeof message?.reasoning_content === "string" ? message.reasoning_content : "";

  if (reasoning !== "") {
    const part: ThinkingPart = {
      type: "thinking",
      key: `${node.id}:reasoning`,
      text: reasoning,
      streaming: streaming && content === "" && calls.length === 0,
    };
    const duration = node.thinkingDurations?.[0];
    if (duration !== undefined) part.durationMs = duration;
    const tokens = turn.usage?.completion_tokens_details?.reasoning_tokens;
    if (!streaming && typeof tokens === "number") part.tokens = tokens;
    ctx.out.push(part);
  }
  if (content !== "") {
    const key = `${node.id}:content`;
    const growing = streaming && calls.length === 0;
    ctx.out.push(
      node.format
        ? { type: "structured", key, text: content, format: node.format, streaming: growing }
        : { type: "text", key, text: content, citations: [], streaming: growing },
    );
  }
  calls.forEach((call, index) => ctx.out.push(toolCallPart(call, `${node.id}:call:${index}`, node, ctx)));
}
