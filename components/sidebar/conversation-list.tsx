"use client";

// The conversations, pinned first then by date (conversation-rows.ts); with a search, those whose
// title or messages match. The search is deferred so typing in the box never waits for the list, and
// the list is virtual: thousands of conversations cost a screenful of rows.

import { useVirtualizer } from "@tanstack/react-virtual";
import { useDeferredValue, useMemo } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useConversations } from "@/lib/chat/hooks";
import { ConversationItem } from "./conversation-item";
import { conversationRows, type ConversationRow } from "./conversation-rows";

interface Props {
  search: string;
  activeId: string | null;
  /** The element that scrolls the list; null until it is in the page. */
  scrollElement: HTMLElement | null;
  onNavigate: () => void;
  onDeleted: (id: string) => void;
}

const HEADING_KEYS = {
  pinned: "sidebar.pinned",
  today: "sidebar.today",
  yesterday: "sidebar.yesterday",
  week: "sidebar.week",
  older: "sidebar.older",
} as const;

const estimate = (row: ConversationRow | undefined) => (row?.kind === "heading" ? 32 : row?.item.snippet ? 50 : 34);

export function ConversationList({ search, activeId, scrollElement, onNavigate, onDeleted }: Props) {
  const t = useT();
  const deferred = useDeferredValue(search);
  const { data, isPending } = useConversations(deferred);
  const searching = deferred.trim() !== "";
  const rows = useMemo(() => conversationRows(data ?? [], searching, Date.now()), [data, searching]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });

  if (isPending) return null;
  if (rows.length === 0) {
    return <p className="px-2.5 py-2 text-sm text-zinc-500 dark:text-zinc-400">{searching ? t("sidebar.noResults") : t("sidebar.empty")}</p>;
  }
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((virtual) => {
        const row = rows[virtual.index];
        return (
          <div
            key={virtual.key}
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${virtual.start}px)` }}
          >
            {row.kind === "heading" ? (
              <h2 className={`px-2.5 pb-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400 ${virtual.index > 0 ? "pt-3" : ""}`}>
                {t(HEADING_KEYS[row.group])}
              </h2>
            ) : (
              <ConversationItem conversation={row.item} active={row.item.id === activeId} onNavigate={onNavigate} onDeleted={onDeleted} />
            )}
          </div>
        );
      })}
    </div>
  );
}
