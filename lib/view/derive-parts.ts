// One visible reply (assistant turns and the tool results between them) → an ordered list of view
// parts. Pure and linear in the number of blocks. A streaming reply is derived as it grows instead
// (live-parts.ts), with the same steps. Total: stored nodes may come from an import or a shared link,
// and odd fields never make it throw.

import { onTurn, type TurnHandlers } from "@/lib/protocol/adapters";
import type { AssistantNode, ToolResult, ToolResultNode } from "@/lib/protocol/message";
import { deriveAnthropic } from "./derive-anthropic";
import type { DeriveContext, TextPiecesByHolder } from "./derive-context";
import { deriveOpenAI } from "./derive-openai";
import type { ToolCallAnswerer, ViewPart } from "./parts";
import { isRecord, listOf } from "@/lib/protocol/stored-value";

export type ReplyNode = AssistantNode | ToolResultNode;

export interface DeriveOptions {
  /** Whether the tool loop may still deliver results; when false, calls left without one show as failed. */
  toolLoopActive?: boolean;
  /** Input JSON Schema per tool name, so tool inputs can be drawn by their schema. */
  toolSchemas?: ReadonlyMap<string, Record<string, unknown>>;
  /**
   * The calls of the last turn while it waits for the person's results, with who answers each; the
   * Engine knows which tools run by themselves, so the caller says.
   */
  awaiting?: ReadonlyMap<string, ToolCallAnswerer>;
  /** Input received so far of the streaming turn's tool calls still forming, by call id. */
  pendingInputs?: ReadonlyMap<string, string>;
  /** The pieces the streaming turn's growing text arrived in, by the object holding it (TextPart.pieces). */
  textPieces?: TextPiecesByHolder;
}

// Each protocol's derivation: kept out of its adapter (lib/protocol/adapters.ts), whose readers the
// page's first load needs, as this loads with the reply.
const DERIVERS: TurnHandlers<void, [AssistantNode, DeriveContext]> = {
  anthropic: (turn, node, ctx) => deriveAnthropic(node, turn.message, ctx),
  openai: (turn, node, ctx) => deriveOpenAI(node, turn.result, ctx),
};

/** The context for deriving `nodes`: the options, and every tool result of the reply by call id. */
export function replyContext(nodes: readonly ReplyNode[], options: DeriveOptions): DeriveContext {
  const toolResults = new Map<string, ToolResult>();
  for (const node of nodes) {
    if (!isRecord(node) || node.role !== "tool") continue;
    for (const result of listOf(node.results)) {
      // Read field by field downstream (toolResultView, toolResultImages); only the id must be right.
      if (isRecord(result) && typeof result.toolUseId === "string") toolResults.set(result.toolUseId, result as unknown as ToolResult);
    }
  }
  return {
    toolResults,
    citationNumbers: new Map(),
    isLastNode: false,
    toolLoopActive: options.toolLoopActive ?? true,
    toolSchemas: options.toolSchemas ?? new Map(),
    awaiting: options.awaiting ?? new Map(),
    pendingInputs: options.pendingInputs ?? new Map(),
    textPieces: options.textPieces,
    out: [],
  };
}

/** The assistant node's parts, added to `ctx.out`; `isLast`: it is the reply's last assistant node. */
export function deriveNode(ctx: DeriveContext, node: ReplyNode, isLast: boolean): void {
  if (!isRecord(node) || node.role !== "assistant" || !isRecord(node.turn)) return;
  ctx.isLastNode = isLast;
  onTurn(node.turn, DERIVERS, node, ctx);
}

export function deriveParts(nodes: readonly ReplyNode[], options: DeriveOptions = {}): ViewPart[] {
  const ctx = replyContext(nodes, options);
  const lastAssistant = nodes.findLastIndex((node) => isRecord(node) && node.role === "assistant");
  nodes.forEach((node, index) => deriveNode(ctx, node, index === lastAssistant));
  return ctx.out;
}
