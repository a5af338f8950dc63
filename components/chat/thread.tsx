"use client";

// The conversation, virtualised: only the messages near the viewport are in the DOM, each measured
// as it renders, so a 2,000-message conversation opens as fast as a short one. Anchored to the end:
// it opens at the latest message and follows a streaming reply while the reader is at the bottom;
// scrolled up, it stays put and offers "Jump to latest".

import { measureElement, useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { ArrowDownIcon } from "@/components/ui/icons";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { useThread, type BranchInfo } from "@/lib/chat/hooks";
import type { MessageNode } from "@/lib/protocol/message";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import { createStableRows, type ThreadRow } from "@/lib/view/thread-rows";
import { MessageAssistant } from "./message/message-assistant";
import { MessageErrorBoundary } from "./message/message-error-boundary";
import { MessageUser } from "./message/message-user";
import { useFollowEnd } from "./use-follow-end";

const END_THRESHOLD = 80;

interface RowProps {
  row: ThreadRow;
  branches: Record<string, BranchInfo>;
  streamingNodeId: string | null;
  /** The conversation's engine run is on (a turn streams, or it is between turns). */
  running: boolean;
  isLast: boolean;
}

// Memoised with the rows it is given (useStableRows): while a reply streams, the other rows keep
// their identity and are not rendered again on each frame.
const Row = memo(function Row(props: RowProps) {
  const { row } = props;
  return (
    <MessageErrorBoundary raw={row.kind === "user" ? row.node : row.nodes}>
      <RowMessage {...props} />
    </MessageErrorBoundary>
  );
});

/** The thread's rows, each row whose nodes did not change kept as the same object as before. */
function useStableRows(nodes: MessageNode[]): ThreadRow[] {
  const [rowsOf] = useState(createStableRows);
  return useMemo(() => rowsOf(nodes), [rowsOf, nodes]);
}

function RowMessage({ row, branches, streamingNodeId, running, isLast }: RowProps) {
  if (row.kind === "user") return <MessageUser node={row.node} branch={branches[row.node.id]} />;
  // The row holding the streaming node, wherever it is (not simply the last row).
  const streaming = streamingNodeId !== null && row.nodes.some((node) => node.id === streamingNodeId);
  return (
    <MessageAssistant
      nodes={row.nodes}
      branch={branches[row.nodes[0].id]}
      streaming={streaming}
      toolLoopActive={streaming || (running && isLast)}
      isLast={isLast}
    />
  );
}

export function Thread({ conversationId }: { conversationId: string }) {
  const t = useT();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const { nodes, branches, streamingNodeId } = useThread(conversationId);
  const running = useRunningStore((state) => state.running[conversationId] === true);
  const rows = useStableRows(nodes);
  const scrollRef = useRef<HTMLDivElement>(null);
  // A streaming reply that is the last row is followed by its own observer (use-follow-end.ts) while the
  // reader is at the end, and meanwhile the virtualizer keeps the row's last size and anchors to the
  // start: anchored to the end, it would answer each frame's growth by scrolling, re-rendering the
  // thread synchronously and reading the layout back. A reader who scrolls up gets the row measured
  // again, so its size is right when they come back or the reply ends.
  const lastRow = rows.at(-1);
  const growing = lastRow?.kind === "reply" && streamingNodeId !== null && lastRow.nodes.some((node) => node.id === streamingNodeId);
  const followEnd = useFollowEnd(scrollRef, END_THRESHOLD);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === "user" ? 80 : 240),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    paddingStart: 24,
    paddingEnd: 32,
    anchorTo: growing ? "start" : "end",
    followOnAppend: true,
    // Given anew with each render, so it sees this render's `growing`.
    measureElement: (element, entry, instance) => {
      const index = instance.indexFromElement(element);
      const kept = growing && index === rows.length - 1 && followEnd.atEnd() ? instance.itemSizeCache.get(instance.options.getItemKey(index)) : undefined;
      return kept ?? measureElement(element, entry, instance);
    },
    scrollEndThreshold: END_THRESHOLD,
  });

  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  const measureGrowing = useCallback(
    (element: HTMLDivElement | null) => {
      virtualizer.measureElement(element);
      followEnd.ref(element);
    },
    [virtualizer, followEnd],
  );
  // The reply's last growth (its toolbar, usage) comes as it stops: a reader who was following it is
  // brought to the very end by the virtualizer, anchored to the end again.
  const wasGrowing = useRef(growing);
  useLayoutEffect(() => {
    if (wasGrowing.current && !growing && followEnd.atEnd()) virtualizer.scrollToEnd();
    wasGrowing.current = growing;
  }, [growing, followEnd, virtualizer]);

  // A message the reader just sent brings the thread to the end even from far up.
  const lastUserKey = lastRow?.kind === "user" ? lastRow.key : null;
  const seenUserKey = useRef(lastUserKey);
  useLayoutEffect(() => {
    if (lastUserKey !== null && seenUserKey.current !== null && lastUserKey !== seenUserKey.current) virtualizer.scrollToEnd();
    seenUserKey.current = lastUserKey ?? seenUserKey.current;
  }, [lastUserKey, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const atEnd = useAtEnd(scrollRef) || rows.length === 0;


  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scrollRef} className="h-full overflow-y-auto [overflow-anchor:none] [scrollbar-gutter:stable]">
        <div className="relative mx-auto w-full max-w-3xl" style={{ height: virtualizer.getTotalSize() }}>
          <div className="absolute inset-x-0 top-0 px-4 sm:px-6" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
            {items.map((item) => (
              <div key={item.key} data-index={item.index} ref={growing && item.index === rows.length - 1 ? measureGrowing : virtualizer.measureElement} className="pb-4">
                <Row row={rows[item.index]} branches={branches} streamingNodeId={streamingNodeId} running={running} isLast={item.index === rows.length - 1} />
              </div>
            ))}
          </div>
        </div>
      </div>
      {!atEnd && (
        <Button
          onClick={() => virtualizer.scrollToEnd({ behavior: reducedMotion ? "auto" : "smooth" })}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full border border-zinc-200 bg-white/95 px-3 py-1.5 text-xs font-medium text-zinc-700 shadow-md backdrop-blur hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900/95 dark:text-zinc-200 dark:hover:bg-zinc-800"
        >
          <ArrowDownIcon />
          {t("thread.jumpToLatest")}
        </Button>
      )}
    </div>
  );
}

/**
 * Whether the reader is at the end, read from the scroll position on scroll events only: asking during
 * render would force a layout of the whole page on every streamed frame.
 */
function useAtEnd(scrollRef: React.RefObject<HTMLDivElement | null>): boolean {
  const [atEnd, setAtEnd] = useState(true);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => setAtEnd(element.scrollHeight - element.scrollTop - element.clientHeight <= END_THRESHOLD * 2);
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, [scrollRef]);
  return atEnd;
}
