// Sends a waiting turn's answers: the person's results, and which MCP calls they allowed (the engine
// runs those and sends the rest back as refused). A tool allowed with Always allow this tool is
// remembered first, in the conversation's copy (so the loop runs its next calls by itself) and on
// its server (so checking it in another conversation starts allowed).

import type { Engine } from "@/lib/chat/engine";
import { offeredMcpTools } from "@/lib/chat/tools/offered-mcp-tools";
import type { MoonlitDB } from "@/lib/db/database";
import type { ConversationSettings, ToolResult } from "@/lib/protocol/message";
import { normalizeMcpTools, sameMcpTool, type McpToolSetting } from "@/lib/protocol/mcp/mcp-tool-setting";
import type { ToolCallPart } from "@/lib/view/parts";
import { useToolAnswerStore, type ToolDecision } from "../state/tool-answer-store";

export interface SubmitContext {
  engine: Engine;
  db: MoonlitDB | null;
  conversationId: string;
  settings: ConversationSettings | undefined;
  updateSettings: (id: string, changes: Partial<ConversationSettings>) => Promise<unknown>;
}

async function rememberAlwaysAllowed(context: SubmitContext, tools: McpToolSetting[]): Promise<void> {
  const { settings, db } = context;
  if (!settings || tools.length === 0) return;
  const mcpTools = normalizeMcpTools(settings.mcpTools).map((copy) => (tools.some((tool) => sameMcpTool(tool, copy)) ? { ...copy, alwaysAllow: true } : copy));
  await context.updateSettings(context.conversationId, { mcpTools });
  if (!db) return;
  const { updateMcpServer } = await import("@/lib/db/mcp-servers");
  for (const tool of tools) {
    await updateMcpServer(db, tool.serverId, (server) => ({ alwaysAllowed: [...new Set([...server.alwaysAllowed, tool.name])] }));
  }
}

export async function submitToolAnswers(
  context: SubmitContext,
  results: ToolResult[],
  approvals: readonly ToolCallPart[],
  decisions: Readonly<Record<string, ToolDecision>>,
): Promise<void> {
  const decided = (call: ToolCallPart) => (Object.hasOwn(decisions, call.id) ? decisions[call.id] : undefined);
  const allowed = approvals.filter((call) => decided(call)?.allow).map((call) => call.id);
  const offered = context.settings ? offeredMcpTools(context.settings) : new Map<string, McpToolSetting>();
  const always = approvals.flatMap((call) => (decided(call)?.always ? (offered.get(call.name) ?? []) : []));
  await rememberAlwaysAllowed(context, always);
  await context.engine.submitToolResults(context.conversationId, results, allowed);
  useToolAnswerStore.getState().clear([...results.map((result) => result.toolUseId), ...approvals.map((call) => call.id)]);
}
