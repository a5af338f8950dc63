"use client";

// The bar above the chat, one row at every width: sidebar toggle, the conversation's title (which
// takes the room that is left, so a new title moves nothing), the Model and effort pickers, the context
// meter (with the token total in its tooltip), Share (for a conversation that exists) and Settings.
// It also carries "New chat" whenever the sidebar's own is out of sight: always on a phone (the
// sidebar is a drawer there), and on a wide screen while the sidebar is collapsed. Never both at once.

import { lazy } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { ClientOnly } from "@/components/ui/client-only";
import { NewChatIcon, SettingsIcon, SidebarIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { useUiStore } from "@/components/app/ui-store";
import { ShareButton } from "@/components/share/share-button";
import type { ConversationSettings } from "@/lib/protocol/message";
import { HeaderModelPicker } from "./header-model-picker";

// Read from the stored messages, so shown once the database has them: loaded with the code that reads them.
const ContextMeter = lazy(() => import("./context-meter").then((module) => ({ default: module.ContextMeter })));

interface Props {
  conversationId: string | null;
  title: string | null;
  onToggleSidebar: () => void;
  onNewChat: () => void;
  onOpenSettings: () => void;
  /** This chat's settings (chat-settings.ts), for the Model and effort pickers. */
  settings: ConversationSettings;
  onChangeSettings: (changes: Partial<ConversationSettings>) => void;
}

export function ChatHeader({ conversationId, title, onToggleSidebar, onNewChat, onOpenSettings, settings, onChangeSettings }: Props) {
  const t = useT();
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  return (
    // A container: the pickers drop their hint and labels as the chat column narrows (a phone, a
    // small window beside the sidebar), so the row never wraps.
    <div className="@container shrink-0">
      <header className="flex h-12 items-center gap-1.5 border-b border-zinc-200/70 px-2 sm:gap-2 sm:px-3 dark:border-zinc-800/70">
        <IconButton label={t("sidebar.toggle")} onClick={onToggleSidebar}>
          <SidebarIcon width={18} height={18} />
        </IconButton>
        {/* A new chat has no title yet: no empty heading, just the room. */}
        {title !== null ? <h1 className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-800 dark:text-zinc-200">{title}</h1> : <div className="min-w-0 flex-1" />}
        <HeaderModelPicker settings={settings} onChange={onChangeSettings} />
        {/* The meter's place is kept in a new chat, so nothing moves when the first message is sent. */}
        {conversationId ? (
          <ClientOnly>
            <ContextMeter conversationId={conversationId} />
          </ClientOnly>
        ) : (
          <span aria-hidden className="hidden w-8 shrink-0 @md:block" />
        )}
        <ShareButton conversationId={conversationId} title={title} />
        <IconButton label={t("chat.new")} onClick={onNewChat} className={sidebarOpen ? "md:hidden" : undefined}>
          <NewChatIcon width={18} height={18} />
        </IconButton>
        <IconButton label={t("settings.open")} onClick={onOpenSettings}>
          <SettingsIcon width={18} height={18} />
        </IconButton>
      </header>
    </div>
  );
}
