"use client";

// One assistant reply: every upstream turn and tool result between two user messages, drawn as one
// article. The body (parts, notices, actions, usage) loads on demand; see message-reply-body.

import dynamic from "next/dynamic";
import { memo } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { MessagePending } from "./message-pending";
import type { ReplyBodyProps } from "./message-reply-body";
import { sameBranch } from "./message-user";
import { useDeletePending } from "./use-delete-message";

const loadBody = () => import("./message-reply-body");
const MessageReplyBody = dynamic(loadBody, { ssr: false, loading: () => <MessagePending /> });

/** Starts fetching the reply renderer early (idle time after start-up), before a thread needs it. */
export function preloadReplyBody(): void {
  void loadBody();
}

/** Busy also while another tab writes it: its row is stored as streaming. */
const writtenElsewhere = (nodes: ReplyBodyProps["nodes"]) => nodes.some((node) => node.role === "assistant" && node.status === "streaming");

export const MessageAssistant = memo(function MessageAssistant(props: ReplyBodyProps) {
  const t = useT();
  const deleting = useDeletePending(props.nodes.find((node) => node.role === "assistant")?.id);
  return (
    <article
      aria-label={t("message.assistant")}
      aria-busy={props.streaming || writtenElsewhere(props.nodes)}
      className={`group/message min-w-0 text-[15px] leading-relaxed transition-opacity ${deleting ? "opacity-40" : ""}`}
    >
      <MessageReplyBody {...props} />
    </article>
  );
}, sameProps);

function sameProps(a: ReplyBodyProps, b: ReplyBodyProps): boolean {
  return (
    a.streaming === b.streaming &&
    a.toolLoopActive === b.toolLoopActive &&
    a.isLast === b.isLast &&
    sameBranch(a.branch, b.branch) &&
    a.nodes.length === b.nodes.length &&
    a.nodes.every((node, i) => node === b.nodes[i])
  );
}
