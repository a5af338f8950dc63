// Tool calls an assistant turn ended with (its protocol's adapter reads them), and which of them the
// client answers by itself: Kimi's OpenAI `$web_search` (a builtin_function whose result is its
// arguments string, sent back unchanged, PROTOCOL §3), the conversation's active built-in tools
// (run in the browser) and its MCP tools (run through their servers, each call once the person
// allows it unless they always allow the tool). The thread reads the same through the engine's
// public entry (index.ts).

import { activeBuiltins } from "@/lib/chat/tools/active-builtins";
import { offeredMcpTools } from "@/lib/chat/tools/offered-mcp-tools";
import type { McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import { turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantNode, ConversationSettings } from "@/lib/protocol/message";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import type { ToolCallAnswerer } from "@/lib/view/parts";

export interface PendingToolCall {
  id: string;
  name: string;
  /** Anthropic: the parsed input object; OpenAI: the raw arguments string. */
  input: unknown;
  /** How the client answers it by itself, or null when the person has to. */
  automatic: "web-search" | BuiltinToolName | "mcp" | null;
  /** For an MCP call: the tool it calls on which server. */
  mcp?: McpToolSetting;
  /** An MCP call that runs only once the person allows it. */
  needsApproval?: boolean;
}

/** The person has a say before the call is answered: they answer it, or they allow or deny it. */
export const waitsForPerson = (call: PendingToolCall) => call.automatic === null || call.needsApproval === true;

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
    if (kind === "web-search") return { ...call, automatic: "web-search" };
    if (kind !== "function") return { ...call, automatic: null };
    const builtin = builtinOf(call.name, builtins);
    if (builtin) return { ...call, automatic: builtin };
    const tool = mcp.get(call.name);
    if (tool) return { ...call, automatic: "mcp", mcp: tool, needsApproval: tool.alwaysAllow !== true };
    return { ...call, automatic: null };
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
  return new Map(calls.map((call) => [call.id, call.automatic === null ? "person" : call.needsApproval ? "approval" : "client"]));
}

/** What the thread shows of a stored turn waiting for answers: the engine's own reading of its calls. */
export function awaitingAnswersOf(node: AssistantNode, settings: ConversationSettings): Map<string, ToolCallAnswerer> {
  return awaitingAnswers(callsOf(node, settings));
}
