"use client";

// The conversations, pinned first then by date (conversation-rows.ts); with a search, those it found
// in the search index, best first, each with the words that matched marked. While a search runs the
// list says so rather than showing the last one's rows; while the index is being built, how far it
// has got (a search answers from what is indexed so far). The list is virtual: thousands of
// conversations cost a screenful of rows.

import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useConversations } from "@/lib/chat/hooks";
import { useSearch } from "@/lib/chat/hooks/use-search";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import type { IndexStatus } from "@/lib/db/search-index/search-protocol";
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

/** A search's list begins with the index's progress while it is being built. */
type ListRow = ConversationRow | { kind: "indexing"; key: string };

const estimate = (row: ListRow | undefined) => (row?.kind === "item" ? (row.item.search?.snippet ? 66 : 34) : 32);

const NOTE = "px-2.5 py-2 text-sm text-zinc-500 dark:text-zinc-400";

function IndexProgress({ index }: { index: IndexStatus }) {
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t("sidebar.indexLabel")}
      aria-valuemin={0}
      aria-valuemax={index.total}
      aria-valuenow={index.indexed}
      className="px-2.5 py-1.5 text-xs text-zinc-500 dark:text-zinc-400"
    >
      {t("sidebar.indexing", { done: index.indexed, total: index.total })}
    </div>
  );
}

export function ConversationList({ search, activeId, scrollElement, onNavigate, onDeleted }: Props) {
  const t = useT();
  const list = useConversations();
  const thinking = usePreferencesStore((state) => state.searchThinking);
  const found = useSearch(search, (list.data?.length ?? 0) > 0, thinking);
  const searching = search.trim() !== "";
  const building = searching && found.index.indexed < found.index.total;
  const items = searching ? found.items : (list.data ?? null);
  const rows = useMemo((): ListRow[] => {
    const conversations = conversationRows(items ?? [], searching, Date.now());
    return building ? [{ kind: "indexing", key: "indexing" }, ...conversations] : conversations;
  }, [items, searching, building]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });

  if (searching && items === null) {
    return (
      <>
        <p role="status" className={NOTE}>
          {t("sidebar.searching")}
        </p>
        {building && <IndexProgress index={found.index} />}
      </>
    );
  }
  if (items === null) return null;
  if (items.length === 0) {
    return (
      <>
        {building && <IndexProgress index={found.index} />}
        <p className={NOTE}>{searching ? t("sidebar.noResults") : t("sidebar.empty")}</p>
      </>
    );
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
            {row.kind === "indexing" ? (
              <IndexProgress index={found.index} />
            ) : row.kind === "heading" ? (
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
