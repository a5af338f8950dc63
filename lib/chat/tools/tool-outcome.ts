// What running a built-in tool gives back: the tool result's content, and whether it is an error.

import { MAX_TOOL_OUTPUT_CHARS } from "./limits";

export interface ToolOutcome {
  content: string;
  isError: boolean;
}

export const ok = (content: string): ToolOutcome => ({ content: capped(content), isError: false });
export const failed = (content: string): ToolOutcome => ({ content: capped(content), isError: true });

function capped(text: string): string {
  if (text.length <= MAX_TOOL_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_TOOL_OUTPUT_CHARS)}\n… (cut: ${text.length - MAX_TOOL_OUTPUT_CHARS} more characters)`;
}

