"use client";

// The messages of a shared copy, drawn with the chat's own renderers (attachments, reply parts) but
// without anything that acts: no toolbar, no editing, no tool result forms. A call left unanswered
// shows as not run.

import { memo, useMemo } from "react";
import { ReplyParts } from "@/components/chat/parts/part-renderers";
import { MessageAttachments, type AttachmentReader } from "@/components/chat/message/message-attachments";
import { useT } from "@/components/i18n/i18n-provider";
import type { ToolDefinition, UserNode } from "@/lib/protocol/message";
import { deriveParts, type ReplyNode } from "@/lib/view/derive-parts";

export const SharedUserMessage = memo(function SharedUserMessage({ node, read }: { node: UserNode; read: AttachmentReader }) {
  const t = useT();
  return (
    <article aria-label={t("message.user")} className="flex flex-col items-end">
      <MessageAttachments attachments={node.attachments} read={read} />
      {node.text !== "" && (
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-zinc-100 px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100">
          {node.text}
        </div>
      )}
    </article>
  );
});

export const SharedReply = memo(function SharedReply({ nodes, tools }: { nodes: ReplyNode[]; tools: readonly ToolDefinition[] }) {
  const t = useT();
  const parts = useMemo(() => {
    const toolSchemas = new Map(tools.map((tool) => [tool.name, tool.inputSchema]));
    return deriveParts(nodes, { toolLoopActive: false, toolSchemas });
  }, [nodes, tools]);
  return (
    <article aria-label={t("message.assistant")} aria-busy={false} className="min-w-0 text-[15px] leading-relaxed">
      <ReplyParts parts={parts} />
    </article>
  );
});
