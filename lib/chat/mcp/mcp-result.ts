// An MCP tool result as the model gets it: the tool_result content both request builders already
// send in their own shape (Anthropic content blocks; an OpenAI tool message with text and image
// parts). Text, images the API takes, embedded text resources and resource links carry over; what the
// model cannot read (audio, binary resources, other image types) is named in text instead of
// dropped silently. `structuredContent` goes as JSON when the server gave no text for it. A result
// past the size limits is cut, saying so, rather than sent whole.

import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { isRecord } from "@/lib/protocol/is-record";
import type { ToolResultContentBlock } from "@/lib/protocol/anthropic/types";
import { MAX_TOOL_OUTPUT_CHARS } from "@/lib/chat/tools/limits";
import type { ToolOutcome } from "@/lib/chat/tools/tool-outcome";

export const MAX_MCP_RESULT_IMAGES = 8;
/** Base64 characters of images in one result (about 5 MB of image bytes). */
export const MAX_MCP_RESULT_IMAGE_CHARS = 7_000_000;

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

const str = (value: unknown) => (typeof value === "string" ? value : "");

function resourceText(resource: unknown): string {
  if (!isRecord(resource)) return "[an embedded resource the tool sent without a body]";
  const uri = str(resource.uri);
  if (typeof resource.text === "string") return uri ? `Resource ${uri}:\n${resource.text}` : resource.text;
  return `[a binary resource${uri ? ` (${uri})` : ""}${resource.mimeType ? `, ${str(resource.mimeType)}` : ""} that cannot be shown here]`;
}

/** Text and image blocks for `result`, within the size limits. */
export function mcpToolOutcome(result: CallToolResult): ToolOutcome {
  const blocks: ToolResultContentBlock[] = [];
  let images = 0;
  let imageChars = 0;
  for (const item of Array.isArray(result.content) ? result.content : []) {
    if (!isRecord(item)) continue;
    switch (item.type) {
      case "text":
        blocks.push({ type: "text", text: str(item.text) });
        break;
      case "image": {
        const data = str(item.data);
        const mimeType = str(item.mimeType);
        if (!IMAGE_TYPES.has(mimeType)) blocks.push({ type: "text", text: `[an image of type ${mimeType || "unknown"}, which cannot be shown to the model]` });
        else if (images >= MAX_MCP_RESULT_IMAGES || imageChars + data.length > MAX_MCP_RESULT_IMAGE_CHARS) blocks.push({ type: "text", text: "[an image left out: the result holds too many or too large images]" });
        else {
          images++;
          imageChars += data.length;
          blocks.push({ type: "image", source: { type: "base64", media_type: mimeType as ImageType, data } });
        }
        break;
      }
      case "audio":
        blocks.push({ type: "text", text: `[audio (${str(item.mimeType) || "unknown type"}), which cannot be shown to the model]` });
        break;
      case "resource":
        blocks.push({ type: "text", text: resourceText(item.resource) });
        break;
      case "resource_link":
        blocks.push({ type: "text", text: `Resource link: ${str(item.name) || str(item.uri)} <${str(item.uri)}>${item.description ? ` (${str(item.description)})` : ""}` });
        break;
      default:
        // A server newer than this client (or one that breaks the spec): say what came.
        blocks.push({ type: "text", text: `[content of type ${JSON.stringify(String((item as { type?: unknown }).type))}, which this client does not know]` });
    }
  }
  const structured = result.structuredContent;
  if (isRecord(structured) && !blocks.some((block) => block.type === "text" && block.text !== "")) blocks.push({ type: "text", text: JSON.stringify(structured) });
  return { content: withinTextLimit(blocks), isError: result.isError === true, ...(isRecord(structured) ? { structured } : {}) };
}

/** Plain text when there are no images (as the built-in tools answer); the text cut at the limit. */
function withinTextLimit(blocks: ToolResultContentBlock[]): string | ToolResultContentBlock[] {
  let left = MAX_TOOL_OUTPUT_CHARS;
  let cut = 0;
  const kept = blocks.map((block) => {
    if (block.type !== "text") return block;
    const text = block.text.slice(0, Math.max(0, left));
    cut += block.text.length - text.length;
    left -= text.length;
    return { type: "text" as const, text };
  });
  if (cut > 0) kept.push({ type: "text", text: `… (cut: ${cut} more characters)` });
  const texts = kept.filter((block) => !(block.type === "text" && block.text === ""));
  if (texts.every((block) => block.type === "text")) return texts.map((block) => (block.type === "text" ? block.text : "")).join("\n");
  return texts;
}
