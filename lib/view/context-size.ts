// How full the model's context window is: the last reply's input (cached or not) plus its output,
// which the next request will carry again, plus an estimate for anything written after it. Before
// the first reply there is only the estimate (about four characters per token; a document counts
// the tokens estimated when it was read).

import type { MessageNode } from "@/lib/protocol/message";
import { usageOfTurn } from "./usage";

/** Kimi's context window. */
export const CONTEXT_WINDOW = 1_048_576;
export const CONTEXT_WARN = 0.8;
export const CONTEXT_FULL = 0.9;

export const CHARS_PER_TOKEN = 4;

export interface ContextSize {
  tokens: number;
  /** No reply has reported usage yet: the figure is a character count's guess. */
  estimated: boolean;
}

/** A user message's documents, in characters at the estimate's rate (their tokens were estimated so). */
const documentChars = (node: Extract<MessageNode, { role: "user" }>) =>
  node.attachments.reduce((sum, attachment) => sum + (attachment.document?.tokens ?? 0) * CHARS_PER_TOKEN, 0);

function estimateNode(node: MessageNode): number {
  if (node.role === "user") return node.text.length + documentChars(node);
  if (node.role === "tool") return node.results.reduce((sum, result) => sum + JSON.stringify(result.content).length, 0);
  return JSON.stringify(node.turn).length;
}

/** `nodes`: the shown path, root first. Null for an empty conversation. */
export function contextSize(nodes: readonly MessageNode[]): ContextSize | null {
  if (nodes.length === 0) return null;
  let tokens = 0;
  let chars = 0;
  let measured = false;
  for (const node of nodes) {
    const usage = node.role === "assistant" ? usageOfTurn(node.turn) : null;
    if (usage) {
      tokens = usage.input + usage.cacheRead + usage.cacheWrite + usage.output;
      chars = 0;
      measured = true;
    } else {
      chars += estimateNode(node);
    }
  }
  return { tokens: tokens + Math.ceil(chars / CHARS_PER_TOKEN), estimated: !measured };
}
