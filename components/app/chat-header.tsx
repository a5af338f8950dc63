"use client";

// The bar above the chat: sidebar toggle, the conversation's title, the Model picker, the context
// meter and token total, Share (for a conversation that exists) and Settings.
// It also carries "New chat" whenever the sidebar's own is out of sight: always on a phone (the
// sidebar is a drawer there), and on a wide screen while the sidebar is collapsed. Never both at once.

import { useT } from "@/components/i18n/i18n-provider";
import { NewChatIcon, SettingsIcon, SidebarIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { useUiStore } from "@/components/app/ui-store";
import { ShareButton } from "@/components/share/share-button";
import { ContextMeter } from "./context-meter";
import { ConversationTotal } from "./conversation-total";
import { HeaderModelPicker } from "./header-model-picker";

interface Props {
  conversationId: string | null;
  title: string | null;
  onToggleSidebar: () => void;
  onNewChat: () => void;
  onOpenSettings: () => void;
}

export function ChatHeader({ conversationId, title, onToggleSidebar, onNewChat, onOpenSettings }: Props) {
  const t = useT();
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  return (
    // A container: in a narrow chat column (a phone, a tablet, a small window beside the sidebar) the model controls and the
    // meter take a second row instead of squeezing the title out.
    <div className="@container shrink-0">
      <header className="flex min-h-12 flex-wrap items-center gap-x-2 gap-y-1 border-b border-zinc-200/70 px-2 py-1.5 sm:px-3 @5xl:h-12 @5xl:flex-nowrap @5xl:py-0 dark:border-zinc-800/70">
        <IconButton label={t("sidebar.toggle")} onClick={onToggleSidebar}>
          <SidebarIcon width={18} height={18} />
        </IconButton>
        <h1 className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-800 dark:text-zinc-200">{title ?? ""}</h1>
        <div className="order-last flex w-full flex-wrap items-center gap-2 @5xl:order-none @5xl:w-auto @5xl:shrink-0 @5xl:flex-nowrap">
          <HeaderModelPicker conversationId={conversationId} />
          {conversationId && <ContextMeter conversationId={conversationId} />}
        </div>
        {conversationId && <ConversationTotal conversationId={conversationId} />}
        {conversationId && title !== null && <ShareButton conversationId={conversationId} title={title} />}
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
