import { useEffect, useMemo } from "react";
import type { MessageNode } from "@/lib/protocol/message";
import { useLiveStreamStore } from "@/lib/chat/stores/live-stream-store";
import type { BranchInfo } from "./build-thread";
import { partialsQuery, threadQuery } from "./db-queries";
import { mergeLive, overlayPartials, streamingInOtherTabs } from "./merge-live";
import { useDbQuery } from "./use-db-query";

export interface Thread {
  /**
   * The shown branch, root first, with the streaming reply's live node, which changes in place: the
   * thread re-renders when a stream starts or ends, not on each of its frames (see useLiveStream).
   */
  nodes: MessageNode[];
  branches: Record<string, BranchInfo>;
  isLoading: boolean;
  error: Error | null;
  /** The reply streaming now, if any. */
  streamingNodeId: string | null;
}

const NO_NODES: MessageNode[] = [];
const NO_BRANCHES: Record<string, BranchInfo> = {};

export function useThread(conversationId: string | null | undefined): Thread {
  const query = useDbQuery(threadQuery, conversationId ?? "", Boolean(conversationId));
  const live = useLiveStreamStore((state) => (conversationId ? state.streams[conversationId]?.node : undefined));
  const finished = useLiveStreamStore((state) => (conversationId ? state.finished[conversationId] : undefined));
  const stored = query.data?.nodes ?? NO_NODES;
  // Read only while another tab streams a reply here, so the tab streaming it pays nothing.
  const otherTabs = useMemo(() => streamingInOtherTabs(stored, live), [stored, live]);
  const partials = useDbQuery(partialsQuery, otherTabs, otherTabs !== "").data;
  const nodes = useMemo(() => mergeLive(overlayPartials(stored, partials), live, finished), [stored, partials, live, finished]);
  useEffect(() => {
    if (!conversationId || !finished) return;
    const row = stored.find((node) => node.id === finished.id);
    if (row && !(row.role === "assistant" && row.status === "streaming")) {
      useLiveStreamStore.getState().forget(conversationId, finished.id);
    }
  }, [conversationId, finished, stored]);
  return {
    nodes,
    branches: query.data?.branches ?? NO_BRANCHES,
    isLoading: Boolean(conversationId) && query.isPending,
    error: query.error,
    streamingNodeId: live?.id ?? null,
  };
}
