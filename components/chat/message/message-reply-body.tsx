"use client";

// The inside of an assistant reply: its parts (thinking, text, tool calls, web searches), Send
// results while its calls wait for the person, how it ended (Retry / Continue), then Copy /
// Regenerate / Delete, the branch switcher and token usage.
// Loaded on demand with the markdown renderer and view derivation behind it, so none of them weigh
// on the first page load.

import { useMemo } from "react";
import { SendToolResults } from "@/components/chat/parts/send-tool-results";
import type { SubmitContext } from "@/components/chat/parts/submit-tool-answers";
import { callsAwaitingPerson } from "@/components/chat/parts/tool-answers";
import { McpToolsContext } from "@/components/chat/parts/tool-approval-context";
import { useSubmitWhenDecided } from "@/components/chat/parts/use-submit-when-decided";
import { useT } from "@/components/i18n/i18n-provider";
import { RefreshIcon, TrashIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { awaitingAnswersOf } from "@/lib/chat/engine";
import { useConversation, useConversationActions, useDatabase, useEngine, type BranchInfo } from "@/lib/chat/hooks";
import { functionTools } from "@/lib/chat/tools/function-tools";
import { offeredMcpTools } from "@/lib/chat/tools/offered-mcp-tools";
import { deriveParts, type ReplyNode } from "@/lib/view/derive-parts";
import { partsText } from "@/lib/view/part-text";
import { usageOfNodes } from "@/lib/view/usage";
import type { AssistantNode } from "@/lib/protocol/message";
import type { ToolCallAnswerer, ViewPart } from "@/lib/view/parts";
import { MessageBranchNav } from "./message-branch-nav";
import { MessageCopyButton } from "./message-copy-button";
import { MessageToolbar } from "./message-toolbar";
import { MessageUsage } from "./message-usage";
import { StopReasonNotice } from "./stop-reason-notice";
import { ReplyPartsView } from "./reply-parts-view";
import { useDeleteMessage } from "./use-delete-message";

export interface ReplyBodyProps {
  nodes: ReplyNode[];
  branch: BranchInfo | undefined;
  streaming: boolean;
  /** The engine may still answer this reply's tool calls (a `$web_search` round trip in progress). */
  toolLoopActive: boolean;
  isLast: boolean;
}

const NO_AWAITING: ReadonlyMap<string, ToolCallAnswerer> = new Map();
const NO_PARTS: ViewPart[] = [];

export default function MessageReplyBody({ nodes, branch, streaming, toolLoopActive, isLast }: ReplyBodyProps) {
  const t = useT();
  const engine = useEngine();
  const first = nodes.find((node): node is AssistantNode => node.role === "assistant");
  const db = useDatabase();
  const { updateSettings } = useConversationActions();
  const settings = useConversation(first?.conversationId).data?.settings;
  // Tool inputs are drawn by the input schemas of the tools the conversation offers.
  const toolSchemas = useMemo(() => new Map(settings ? functionTools(settings).map((tool) => [tool.name, tool.inputSchema]) : []), [settings]);
  const mcpTools = useMemo(() => (settings ? offeredMcpTools(settings) : new Map()), [settings]);
  const last = nodes.findLast((node): node is AssistantNode => node.role === "assistant");
  // Stored as streaming but not streaming here: another tab is writing it (or this page, reloaded,
  // is about to pick it up). It is shown as far as it was saved, without the ended reply's actions.
  const unfinished = !streaming && last?.status === "streaming";
  // Only the thread's last turn, unanswered, can wait for the person (a reload keeps it waiting).
  const unanswered = isLast && !streaming && !unfinished && nodes.at(-1) === last ? last : undefined;
  const awaiting = useMemo(
    () => (unanswered && settings ? awaitingAnswersOf(unanswered, settings) : NO_AWAITING),
    [unanswered, settings],
  );
  // While the reply streams, its parts follow the live node in ReplyPartsView, frame by frame.
  const parts = useMemo(
    () => (streaming ? NO_PARTS : deriveParts(nodes, { toolLoopActive, toolSchemas, awaiting })),
    [streaming, nodes, toolLoopActive, toolSchemas, awaiting],
  );
  const waitingCalls = useMemo(() => callsAwaitingPerson(parts), [parts]);
  const approvalCalls = useMemo(() => callsAwaitingPerson(parts, "approval"), [parts]);
  const conversationId = first?.conversationId;
  const submitContext = useMemo<SubmitContext | null>(
    () => (conversationId ? { engine, db, conversationId, settings, updateSettings } : null),
    [engine, db, conversationId, settings, updateSettings],
  );
  useSubmitWhenDecided(submitContext, approvalCalls, waitingCalls.length);
  const usage = useMemo(() => (streaming || unfinished ? null : usageOfNodes(nodes)), [nodes, streaming, unfinished]);
  const deleteMessage = useDeleteMessage();

  return (
    <>
      <McpToolsContext value={mcpTools}>
        <ReplyPartsView parts={parts} liveConversationId={streaming && first ? first.conversationId : null} nodes={nodes} toolSchemas={toolSchemas} />
      </McpToolsContext>
      {submitContext && waitingCalls.length > 0 && <SendToolResults context={submitContext} calls={waitingCalls} approvals={approvalCalls} />}
      {/* A tool-loop mark is for a loop that is not running: hidden while it goes on, and while the
          turn waits for the person (an MCP call cut short by a reload asks to be allowed again). */}
      {unfinished && (
        <p role="status" className="my-2 text-sm text-zinc-500 dark:text-zinc-400">
          {t("reply.stillWriting")}
        </p>
      )}
      {last && !streaming && !unfinished && !((toolLoopActive || awaiting.size > 0) && last.stoppedAt) && (
        <StopReasonNotice
          node={last}
          latest={isLast}
          onRetry={() => void engine.retry(last.id)}
          onContinue={() => void engine.continueReply(last.id)}
          onContinueTools={() => void engine.continueToolLoop(last.id)}
        />
      )}
      {!streaming && !unfinished && first && (
        <div className="flex flex-wrap items-center gap-x-3">
          <MessageToolbar align="start" pinned={isLast}>
            <MessageBranchNav branch={branch} onSelect={(id) => void engine.selectBranch(first.conversationId, id)} />
            <MessageCopyButton text={() => partsText(parts, (n) => `[${n}]`)} />
            <IconButton size="sm" label={t("message.regenerate")} onClick={() => void engine.regenerate(first.id)}>
              <RefreshIcon />
            </IconButton>
            <IconButton size="sm" label={t("message.delete")} onClick={() => deleteMessage(first.id)}>
              <TrashIcon />
            </IconButton>
          </MessageToolbar>
          {usage && <MessageUsage usage={usage} className="mt-1" />}
        </div>
      )}
    </>
  );
}
