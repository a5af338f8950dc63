"use client";

// One conversation in the sidebar: a link named by its title (while searching, with the words that
// matched marked and the excerpt that matched under it, which describes the link), its menu, and the
// inline rename box.

import Link from "next/link";
import { memo, useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { FOCUS_RING } from "@/components/ui/button";
import { isImeEvent } from "@/components/ui/ime";
import { useFocusRequest } from "@/components/ui/use-focus-request";
import { showToast } from "@/components/ui/toast-store";
import { useConversationActions, type ConversationListItem } from "@/lib/chat/hooks";
import { ConversationMenu } from "./conversation-menu";
import { HighlightedText } from "./highlighted-text";

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
  const snippetId = useId();
  const found = conversation.search;
  // The marks were placed in the title as searched; a rename since moves them off their words.
  const titleMarks = found && found.title.text === conversation.title ? found.title.marks : [];

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
        aria-current={active ? "page" : undefined}
        aria-describedby={found?.snippet ? snippetId : undefined}
        onClick={onNavigate}
        className={`min-w-0 flex-1 rounded-lg px-2.5 py-1.5 ${FOCUS_RING}`}
      >
        <span className="block truncate text-sm text-zinc-800 dark:text-zinc-200">
          <HighlightedText text={title} marks={titleMarks} />
        </span>
        {found?.snippet && (
          // The link is named by its title alone (how people and tests find it); the excerpt describes it.
          <span id={snippetId} aria-hidden className="line-clamp-2 text-xs break-words text-zinc-500 dark:text-zinc-400">
            {found.inThinking && <span className="italic">{t("sidebar.inThinking")} </span>}
            <HighlightedText {...found.snippet} />
          </span>
        )}
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
