// History → Anthropic `messages`. A finished assistant turn goes back as the very content array
// upstream sent; tool results follow it in the next user message.

import { documentText, isDocumentData } from "@/lib/chat/request/document-text";
import { historySteps, isFinished, pairToolCalls, TOOL_NOT_RUN, type UserItem } from "@/lib/chat/request/history-steps";
import { onTurn, turnAdapter, type TurnHandlers } from "@/lib/protocol/adapters";
import { openAIToAnthropic } from "@/lib/chat/adapters/anthropic/openai-to-anthropic";
import type {
  ContentBlock,
  ImageBlockParam,
  MessageParam,
  ToolResultBlockParam,
  UserContentBlockParam,
} from "@/lib/protocol/anthropic/types";
import type { AssistantNode, AttachmentData, HistoryItem, ToolResult } from "@/lib/protocol/message";
import type { FormatCapabilities } from "@/lib/protocol/models";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
type ImageMediaType = (typeof IMAGE_TYPES)[number];

function isImageMediaType(value: string): value is ImageMediaType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/** The image block for an attachment, or null where the document has none for it. */
function imageBlock(attachment: AttachmentData, caps: FormatCapabilities): ImageBlockParam | null {
  if (!caps.images || attachment.kind !== "image") return null;
  if (attachment.url !== undefined) return { type: "image", source: { type: "url", url: attachment.url } };
  if (!isImageMediaType(attachment.mediaType)) return null;
  return { type: "image", source: { type: "base64", media_type: attachment.mediaType, data: attachment.base64 } };
}

/**
 * Documents first (as text, on every model), then images, then the text. The format has no video,
 * and kimi-k3 documents no images.
 */
function userContent(item: UserItem, caps: FormatCapabilities): MessageParam["content"] {
  const documents: UserContentBlockParam[] = item.attachments.filter(isDocumentData).map((document) => ({ type: "text", text: documentText(document) }));
  const images = item.attachments.map((attachment) => imageBlock(attachment, caps)).filter((block) => block !== null);
  const blocks = [...documents, ...images];
  if (blocks.length === 0) return item.text;
  return item.text === "" ? blocks : [...blocks, { type: "text", text: item.text }];
}

/** A turn of any format goes back in this one: an Anthropic turn as stored, another converted. */
const CONTENT: TurnHandlers<ContentBlock[]> = {
  anthropic: (turn) => turn.message.content,
  openai: (turn) => openAIToAnthropic(turn.result.message),
};

function assistantContent(node: AssistantNode): ContentBlock[] {
  const content = onTurn(node.turn, CONTENT);
  if (content === undefined) throw new Error("A reply in the history is in no format this app knows.");
  return content;
}

/** Keeps what an interrupted turn finished: signed thinking, non-empty text, answered tool calls. */
function finishedBlocks(content: ContentBlock[], answered: Set<string>): ContentBlock[] {
  const searchIds = new Set(content.filter((b) => b.type === "server_tool_use").map((b) => b.id as string));
  const resultIds = new Set(content.filter((b) => b.type === "web_search_tool_result").map((b) => b.tool_use_id as string));
  return content.filter((block) => {
    switch (block.type) {
      case "thinking":
        return typeof block.signature === "string" && block.signature !== "";
      case "text":
        return typeof block.text === "string" && block.text !== "";
      case "tool_use":
        return answered.has(block.id as string);
      case "server_tool_use":
        return resultIds.has(block.id as string);
      case "web_search_tool_result":
        return searchIds.has(block.tool_use_id as string);
      default:
        return true;
    }
  });
}

/** Reasoning alone is not a reply: a turn cut off before any other block is dropped. */
function saysSomething(block: ContentBlock): boolean {
  return block.type !== "thinking" && block.type !== "redacted_thinking";
}

function toolResultBlock(id: string, result: ToolResult | null): ToolResultBlockParam {
  if (result === null) return { type: "tool_result", tool_use_id: id, content: TOOL_NOT_RUN, is_error: true };
  const block: ToolResultBlockParam = { type: "tool_result", tool_use_id: id, content: result.content };
  if (result.isError === true) block.is_error = true;
  return block;
}

/** Same-role neighbours (left by a dropped turn) are merged: the format wants roles to alternate. */
function append(messages: MessageParam[], message: MessageParam): void {
  const last = messages[messages.length - 1];
  if (last === undefined || last.role !== message.role) {
    messages.push(message);
    return;
  }
  const asBlocks = (content: MessageParam["content"]): Array<UserContentBlockParam | ContentBlock> =>
    typeof content === "string" ? (content === "" ? [] : [{ type: "text", text: content }]) : content;
  messages[messages.length - 1] = { role: last.role, content: [...asBlocks(last.content), ...asBlocks(message.content)] };
}

export function anthropicMessages(history: readonly HistoryItem[], caps: FormatCapabilities): MessageParam[] {
  const messages: MessageParam[] = [];
  for (const step of historySteps(history)) {
    if (step.kind === "user") {
      append(messages, { role: "user", content: userContent(step.item, caps) });
      continue;
    }
    // A turn cut by max_tokens may end inside a thinking block whose signature never came; upstream
    // refuses such a block, so that turn is trimmed like an unfinished one.
    const finished = isFinished(step.node) && turnAdapter(step.node.turn)?.stopReason(step.node.turn) !== "max_tokens";
    const stored = assistantContent(step.node);
    const calls = stored.filter((block) => block.type === "tool_use").map((block) => ({ id: block.id as string }));
    const { kept, pairs } = pairToolCalls(calls, step.results, { finished, followed: step.followed });
    const content = finished ? stored : finishedBlocks(stored, kept);
    if (!content.some(saysSomething)) continue;
    append(messages, { role: "assistant", content });
    if (pairs.length > 0) {
      append(messages, { role: "user", content: pairs.map(({ call, result }) => toolResultBlock(call.id, result)) });
    }
  }
  return messages;
}
