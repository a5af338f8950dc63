// What answering a tool call gives back, whatever its source: the tool result's content (text, or
// text and image blocks from an MCP server), whether it is an error, and an MCP result's structured
// content for its card.

import type { ToolResultContentBlock } from "@/lib/protocol/anthropic/types";
import { MAX_TOOL_OUTPUT_CHARS } from "./limits";

export interface ToolOutcome {
  content: string | ToolResultContentBlock[];
  isError: boolean;
  /** An MCP result's structuredContent, kept for the card to draw as a form. */
  structured?: Record<string, unknown>;
}

export const ok = (content: string): ToolOutcome => ({ content: capped(content), isError: false });
export const failed = (content: string): ToolOutcome => ({ content: capped(content), isError: true });

function capped(text: string): string {
  if (text.length <= MAX_TOOL_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_TOOL_OUTPUT_CHARS)}\n… (cut: ${text.length - MAX_TOOL_OUTPUT_CHARS} more characters)`;
}
