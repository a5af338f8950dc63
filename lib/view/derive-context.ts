// State shared while deriving one reply's parts, and the rule for a tool call's status.

import type { AssistantNode, ToolResult } from "@/lib/protocol/message";
import type { ToolCallAnswerer, ToolCallPart, ToolCallStatus, ToolResultImage, ViewPart } from "./parts";
import { isRecord, listOf } from "@/lib/protocol/stored-value";

export interface DeriveContext {
  /** Tool results of the whole reply, by tool call id. */
  toolResults: ReadonlyMap<string, ToolResult>;
  /** Citation number per source URL, shared by every text part of the reply. */
  citationNumbers: Map<string, number>;
  /** The last assistant node of the reply: only its tool calls can still be waiting for a result. */
  isLastNode: boolean;
  toolLoopActive: boolean;
  /** Input JSON Schema per tool name, from the conversation's settings. */
  toolSchemas: ReadonlyMap<string, Record<string, unknown>>;
  /** Calls of the last turn waiting for the person's results, with who answers each. */
  awaiting: ReadonlyMap<string, ToolCallAnswerer>;
  /** Input received so far of tool calls still forming (their stored input is filled when they stop). */
  pendingInputs: ReadonlyMap<string, string>;
  textPieces: TextPiecesByHolder | undefined;
  out: ViewPart[];
}

/** The pieces a growing text arrived in, by the object holding the text (a block, a message). */
export interface TextPiecesByHolder {
  get(holder: object): readonly string[] | undefined;
}

/** A copy whose parts and citation numbers can grow apart from `ctx`'s (a streaming turn's frame, see turn-growth). */
export function forkContext(ctx: DeriveContext): DeriveContext {
  return { ...ctx, out: [...ctx.out], citationNumbers: new Map(ctx.citationNumbers) };
}

export function toolStatus(id: string, result: ToolResult | undefined, node: AssistantNode, ctx: DeriveContext): ToolCallStatus {
  if (result) return result.isError ? "error" : "done";
  if (node.status === "error" || node.status === "stopped" || node.status === "interrupted" || !ctx.isLastNode) return "not-run";
  if (node.status === "streaming") return "running";
  if (ctx.toolLoopActive) return "running";
  if (ctx.awaiting.has(id)) return "waiting";
  return node.stoppedAt ? "stopped" : "not-run";
}

/** A reply that ended before the model finished it: its last text may stop inside Markdown. */
export function isCut(node: AssistantNode): boolean {
  return node.status === "stopped" || node.status === "interrupted" || node.status === "error";
}

/** Who answers the call, while it waits. */
export function awaitsOf(id: string, status: ToolCallStatus, ctx: DeriveContext): Pick<ToolCallPart, "awaits"> {
  const awaits = ctx.awaiting.get(id);
  return status === "waiting" && awaits ? { awaits } : {};
}

/** The tool's input schema as a part field, absent when the settings do not define the tool. */
export function inputSchemaOf(name: string, ctx: DeriveContext): Pick<ToolCallPart, "inputSchema"> {
  const schema = ctx.toolSchemas.get(name);
  return schema ? { inputSchema: schema } : {};
}

export function toolResultView(result: ToolResult | undefined): ToolCallPart["result"] {
  if (!result) return undefined;
  const structured = isRecord(result.structured) ? { structured: result.structured } : {};
  return { content: toolResultText(result.content), isError: result.isError === true, ...structured };
}

/**
 * A result's text: the string, or the text blocks of a content array one per line. Stored results
 * may come from an import: blocks of the wrong shape are left out, other content reads as empty.
 */
export function toolResultText(content: unknown): string {
  if (typeof content === "string") return content;
  return listOf(content)
    .flatMap((block) => (isRecord(block) && block.type === "text" && typeof block.text === "string" ? [block.text] : []))
    .join("\n");
}

/** An image block's source, when it is one the view can show. */
function imageSource(block: unknown): ToolResultImage | null {
  if (!isRecord(block) || block.type !== "image" || !isRecord(block.source)) return null;
  const source = block.source;
  if (source.type === "url") return typeof source.url === "string" ? (source as ToolResultImage) : null;
  if (source.type === "base64") return typeof source.media_type === "string" && typeof source.data === "string" ? (source as ToolResultImage) : null;
  return null;
}

/** The images of a result's content array, as a part field; absent when it has none. */
export function toolResultImages(result: ToolResult | undefined): Pick<ToolCallPart, "resultImages"> {
  const images = listOf(result?.content).flatMap((block) => imageSource(block) ?? []);
  return images.length > 0 ? { resultImages: images } : {};
}
