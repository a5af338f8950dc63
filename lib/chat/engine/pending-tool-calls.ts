// Tool calls an assistant turn ended with (its protocol's adapter reads them), each with its tool's
// source (lib/chat/tools/tool-runner.ts) and who answers it: the client by itself (Kimi's OpenAI
// `$web_search`, the conversation's active built-ins, MCP tools the person always allows), the
// client once the person allows it (other MCP tools), or the person (their own tools). The thread
// reads the same through the engine's public entry (index.ts).

import { activeBuiltins } from "@/lib/chat/tools/active-builtins";
import { offeredMcpTools } from "@/lib/chat/tools/offered-mcp-tools";
import type { CallToRun, OwnSource, RunnableSource } from "@/lib/chat/tools/tool-runner";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantNode, ConversationSettings } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import type { ToolCallAnswerer } from "@/lib/view/parts";

/** A call the turn stopped for. Anthropic's `input` is the parsed object; OpenAI's the raw arguments string. */
export type PendingToolCall = (CallToRun<OwnSource> & { answerer: "person" }) | RunnableCall;

/** A call the client answers: by itself, or once the person allows it. */
export type RunnableCall = CallToRun<RunnableSource> & { answerer: Exclude<ToolCallAnswerer, "person"> };

/** The person has a say before the call is answered: they answer it, or they allow or deny it. */
export const waitsForPerson = (call: PendingToolCall) => call.answerer !== "client";

export const isRunnable = (call: PendingToolCall): call is RunnableCall => call.answerer !== "person";

const builtinOf = (name: string, builtins: readonly BuiltinToolName[]) => builtins.find((builtin) => builtin === name) ?? null;

/**
 * The calls the turn stopped to have answered; empty unless it stopped for tool use. The thread
 * asks this while drawing a stored (maybe imported) turn: calls of the wrong shape are left out,
 * and ids and names read as the view parts read them (stored-value).
 */
export function pendingToolCalls(
  node: AssistantNode,
  builtins: readonly BuiltinToolName[] = [],
  mcp: ReadonlyMap<string, McpToolSetting> = new Map(),
): PendingToolCall[] {
  const calls = turnAdapter(node.turn)?.toolCalls(node.turn) ?? [];
  return calls.map(({ kind, ...call }): PendingToolCall => {
    if (kind === "web-search") return { ...call, source: { kind: "web-search" }, answerer: "client" };
    const builtin = kind === "function" ? builtinOf(call.name, builtins) : null;
    if (builtin) return { ...call, source: { kind: "builtin", name: builtin }, answerer: "client" };
    const tool = kind === "function" ? mcp.get(call.name) : undefined;
    if (tool) return { ...call, source: { kind: "mcp", tool }, answerer: tool.alwaysAllow === true ? "client" : "approval" };
    return { ...call, source: { kind: "own" }, answerer: "person" };
  });
}

/** The turn's pending calls as this conversation answers them: its active built-ins and MCP tools run by themselves. */
export function callsOf(node: AssistantNode, settings: ConversationSettings): PendingToolCall[] {
  return pendingToolCalls(node, activeBuiltins(settings), offeredMcpTools(settings));
}

/**
 * Who answers each call while the turn waits for the person: empty unless some call is theirs to
 * answer or allow (a turn of automatic calls only is the tool loop's, running or stopped).
 */
export function awaitingAnswers(calls: readonly PendingToolCall[]): Map<string, ToolCallAnswerer> {
  if (!calls.some(waitsForPerson)) return new Map();
  return new Map(calls.map((call) => [call.id, call.answerer]));
}

/** What the thread shows of a stored turn waiting for answers: the engine's own reading of its calls. */
export function awaitingAnswersOf(node: AssistantNode, settings: ConversationSettings): Map<string, ToolCallAnswerer> {
  return awaitingAnswers(callsOf(node, settings));
}
