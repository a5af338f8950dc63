"use client";

// The conversations, pinned first then newest first; with a search, those whose title or messages
// match. The search is deferred so typing in the box never waits for the list.

import { useDeferredValue } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useConversations, type ConversationListItem } from "@/lib/chat/hooks";
import { ConversationItem } from "./conversation-item";

interface Props {
  search: string;
  activeId: string | null;
  onNavigate: () => void;
  onDeleted: (id: string) => void;
}

function Group({ label, items, ...rest }: { label: string; items: ConversationListItem[] } & Omit<Props, "search">) {
  if (items.length === 0) return null;
  return (
    <section className="mb-3">
      <h2 className="px-2.5 pb-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{label}</h2>
      <ul className="space-y-px">
        {items.map((item) => (
          <ConversationItem key={item.id} conversation={item} active={item.id === rest.activeId} onNavigate={rest.onNavigate} onDeleted={rest.onDeleted} />
        ))}
      </ul>
    </section>
  );
}

export function ConversationList({ search, ...rest }: Props) {
  const t = useT();
  const deferred = useDeferredValue(search);
  const { data, isPending } = useConversations(deferred);
  if (isPending) return null;
  const items = data ?? [];
  if (items.length === 0) {
    return <p className="px-2.5 py-2 text-sm text-zinc-500 dark:text-zinc-400">{deferred.trim() ? t("sidebar.noResults") : t("sidebar.empty")}</p>;
  }
  return (
    <>
      <Group label={t("sidebar.pinned")} items={items.filter((item) => item.pinned)} {...rest} />
      <Group label={t("sidebar.recent")} items={items.filter((item) => !item.pinned)} {...rest} />
    </>
  );
}
