"use client";

// One conversation in the sidebar: a link named by its title (with the matching excerpt under it
// while searching), its menu, and the inline rename box.

import Link from "next/link";
import { memo, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { FOCUS_RING } from "@/components/ui/button";
import { isImeEvent } from "@/components/ui/ime";
import { useFocusRequest } from "@/components/ui/use-focus-request";
import { showToast } from "@/components/ui/toast-store";
import { useConversationActions, type ConversationListItem } from "@/lib/chat/hooks";
import { ConversationMenu } from "./conversation-menu";

interface Props {
  conversation: ConversationListItem;
  active: boolean;
  onNavigate: () => void;
  onDeleted: (id: string) => void;
}

export const ConversationItem = memo(function ConversationItem({ conversation, active, onNavigate, onDeleted }: Props) {
  const t = useT();
  const actions = useConversationActions();
  const [renaming, setRenaming] = useState(false);
  const [linkRef, focusLink] = useFocusRequest<HTMLAnchorElement>();
  const title = conversation.title || t("chat.untitled");

  const remove = async () => {
    const undo = await actions.remove(conversation.id);
    onDeleted(conversation.id);
    showToast({
      message: t("conversation.deleted"),
      action: { label: t("conversation.undo"), run: () => void undo() },
      durationMs: 8000,
    });
  };

  if (renaming) {
    const finish = (value: string | null) => {
      setRenaming(false);
      if (value !== null && value.trim() !== "" && value.trim() !== conversation.title) void actions.rename(conversation.id, value);
    };
    return (
      <div className="px-1 py-0.5">
        <input
          aria-label={t("conversation.renameLabel")}
          defaultValue={conversation.title}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onBlur={(event) => finish(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter or Escape that confirms or dismisses an input method's candidate is not for us.
            if (isImeEvent(event)) return;
            // Done from the keyboard: focus goes back to the conversation's link (a blur leaves it be).
            if (event.key === "Enter") {
              focusLink();
              finish(event.currentTarget.value);
            }
            if (event.key === "Escape") {
              event.preventDefault();
              focusLink();
              finish(null);
            }
          }}
          className="w-full rounded-lg border border-indigo-400 bg-white px-2.5 py-1.5 text-sm outline-none dark:bg-zinc-900"
        />
      </div>
    );
  }

  return (
    <div className={`group/item relative mb-px flex items-center rounded-lg ${active ? "bg-zinc-200/70 dark:bg-zinc-800" : "hover:bg-zinc-100 dark:hover:bg-zinc-800/60"}`}>
      <Link
        ref={linkRef}
        href={`/c/${conversation.id}`}
        aria-label={title}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
        className={`min-w-0 flex-1 rounded-lg px-2.5 py-1.5 ${FOCUS_RING}`}
      >
        <span className="block truncate text-sm text-zinc-800 dark:text-zinc-200">{title}</span>
        {conversation.snippet && <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">{conversation.snippet}</span>}
      </Link>
      <div className="pr-1">
        <ConversationMenu
          title={title}
          pinned={conversation.pinned}
          onRename={() => setRenaming(true)}
          onTogglePin={() => void actions.pin(conversation.id, !conversation.pinned)}
          onDelete={() => void remove()}
        />
      </div>
    </div>
  );
});
