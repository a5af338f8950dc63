// History → OpenAI `messages`. A finished assistant turn goes back as the very message object
// upstream produced (content, whole reasoning_content, tool_calls); each tool result follows it as
// its own `tool` message.

import { documentText, isDocumentData } from "@/lib/chat/request/document-text";
import { historySteps, isFinished, pairToolCalls, TOOL_NOT_RUN, type UserItem } from "@/lib/chat/request/history-steps";
import { onTurn, type TurnHandlers } from "@/lib/protocol/adapters";
import { anthropicToOpenAI } from "@/lib/chat/adapters/openai/anthropic-to-openai";
import type { AssistantNode, AttachmentData, HistoryItem, ToolResult } from "@/lib/protocol/message";
import type { FormatCapabilities } from "@/lib/protocol/models";
import type { ChatMessageParam, ContentPart, OpenAIAssistantMessage, ToolCall } from "@/lib/protocol/openai/types";

/** The part for an attachment: a document's text, stored bytes as a data URL, an image by address as that URL. */
function attachmentPart(attachment: AttachmentData, caps: FormatCapabilities): ContentPart | null {
  if (attachment.kind === "document") return isDocumentData(attachment) ? { type: "text", text: documentText(attachment) } : null;
  if (attachment.kind === "video") {
    if (!caps.video || attachment.url !== undefined) return null;
    return { type: "video_url", video_url: { url: `data:${attachment.mediaType};base64,${attachment.base64}` } };
  }
  if (!caps.images) return null;
  if (attachment.url !== undefined) return { type: "image_url", image_url: { url: attachment.url } };
  return { type: "image_url", image_url: { url: `data:${attachment.mediaType};base64,${attachment.base64}` } };
}

/** Documents, then the other attachments the format's document takes, then the text. */
function userContent(item: UserItem, caps: FormatCapabilities): string | ContentPart[] {
  const ordered = [...item.attachments.filter((a) => a.kind === "document"), ...item.attachments.filter((a) => a.kind !== "document")];
  const parts = ordered.map((attachment) => attachmentPart(attachment, caps)).filter((part) => part !== null);
  if (parts.length === 0) return item.text;
  if (item.text !== "") parts.push({ type: "text", text: item.text });
  return parts;
}

/** A turn of any format goes back in this one: an OpenAI turn as stored, another converted. */
const MESSAGE: TurnHandlers<OpenAIAssistantMessage> = {
  anthropic: (turn) => anthropicToOpenAI(turn.message.content),
  openai: (turn) => turn.result.message,
};

function assistantMessage(node: AssistantNode): OpenAIAssistantMessage {
  const message = onTurn(node.turn, MESSAGE);
  if (message === undefined) throw new Error("A reply in the history is in no format this app knows.");
  return message;
}

/** An interrupted turn keeps its text and reasoning, and only the tool calls that got results. */
function finishedPart(message: OpenAIAssistantMessage, answered: Set<string>): OpenAIAssistantMessage {
  const { tool_calls: calls, reasoning_content: reasoning, ...rest } = message;
  const kept = (calls ?? []).filter((call) => answered.has(call.id));
  // Beside tool calls K3.1 insists on the field, so it goes even when empty or never streamed.
  const keepReasoning = kept.length > 0 || (reasoning !== undefined && reasoning !== "");
  const withReasoning = keepReasoning ? { ...rest, reasoning_content: reasoning ?? "" } : rest;
  return kept.length > 0 ? { ...withReasoning, tool_calls: kept } : withReasoning;
}

function hasSomething(message: OpenAIAssistantMessage): boolean {
  return (typeof message.content === "string" && message.content !== "") || (message.tool_calls ?? []).length > 0;
}

/**
 * A result's content for a tool message: its text, or with images text and image_url parts (003
 * takes a content array in any message).
 */
function toolContent(content: ToolResult["content"]): string | ContentPart[] {
  if (typeof content === "string") return content;
  if (!content.some((block) => block.type === "image")) return content.map((block) => (block.type === "text" ? block.text : "")).join("\n");
  return content.map((block): ContentPart => {
    if (block.type === "text") return { type: "text", text: block.text };
    const { source } = block;
    return { type: "image_url", image_url: { url: source.type === "url" ? source.url : `data:${source.media_type};base64,${source.data}` } };
  });
}

/** Builtin calls (`$web_search`) are answered with their own arguments and carry the name. */
function toolMessage(call: ToolCall, result: ToolResult | null): ChatMessageParam {
  const builtin = call.type === "builtin_function";
  const content = result ? toolContent(result.content) : builtin ? call.function.arguments : TOOL_NOT_RUN;
  return builtin
    ? { role: "tool", tool_call_id: call.id, name: call.function.name, content }
    : { role: "tool", tool_call_id: call.id, content };
}

export function openAIMessages(history: readonly HistoryItem[], system: string, caps: FormatCapabilities): ChatMessageParam[] {
  const messages: ChatMessageParam[] = [];
  if (system.trim() !== "") messages.push({ role: "system", content: system });
  for (const step of historySteps(history)) {
    if (step.kind === "user") {
      messages.push({ role: "user", content: userContent(step.item, caps) });
      continue;
    }
    const finished = isFinished(step.node);
    const stored = assistantMessage(step.node);
    const { kept, pairs } = pairToolCalls(stored.tool_calls ?? [], step.results, { finished, followed: step.followed });
    const message = finished ? stored : finishedPart(stored, kept);
    if (!hasSomething(message)) continue;
    messages.push(message);
    for (const { call, result } of pairs) messages.push(toolMessage(call, result));
  }
  return messages;
}
