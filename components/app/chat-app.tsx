"use client";

// The whole chat app: sidebar, chat column, the settings sheet (loaded on first open) and toasts.
// The shown conversation comes from the address, so /, /c/[id] and an in-place address change after
// the first message all render the same tree.

import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ChatScreen, preloadThread } from "@/components/chat/chat-screen";
import { PwaStart } from "@/components/pwa/pwa-start";
import { SEARCH_INPUT_ID, Sidebar } from "@/components/sidebar/sidebar";
import { ClientOnly } from "@/components/ui/client-only";
import { Toaster } from "@/components/ui/toaster";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { useUiStore } from "@/components/app/ui-store";
import { useNewChatSettingsStore } from "@/lib/chat/stores/new-chat-settings-store";
import { SkipLink } from "./skip-link";
import { useShortcuts } from "./use-shortcuts";

const SettingsSheet = lazy(() => import("@/components/settings/settings-sheet"));
const ShortcutsSheet = lazy(() => import("./shortcuts-sheet"));
const AccessRedirect = lazy(() => import("./access-redirect"));

const WIDE = "(min-width: 768px)";

export function conversationIdFrom(pathname: string | null): string | null {
  const match = pathname?.match(/^\/c\/([^/?#]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

export function ChatApp() {
  const router = useRouter();
  const conversationId = conversationIdFrom(usePathname());
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const settingsOpen = useUiStore((state) => state.settingsPanelOpen);
  const setSettingsOpen = useUiStore((state) => state.setSettingsPanelOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery(WIDE);
  const drawerModal = drawerOpen && !wide;
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const newChat = useCallback(() => {
    setDrawerOpen(false);
    // Each new chat starts from the defaults: what was tried in the last one stays there.
    useNewChatSettingsStore.getState().reset();
    router.push("/");
  }, [router]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const onToggleSidebar = useCallback(() => {
    if (window.matchMedia(WIDE).matches) toggleSidebar();
    else setDrawerOpen((open) => !open);
  }, [toggleSidebar]);

  const focusSearch = useCallback(() => {
    if (window.matchMedia(WIDE).matches) useUiStore.getState().setSidebarOpen(true);
    else setDrawerOpen(true);
    // The column may only now be becoming visible; focus once it is.
    requestAnimationFrame(() => document.getElementById(SEARCH_INPUT_ID)?.focus());
  }, []);

  const onDeleted = useCallback(
    (id: string) => {
      if (id === conversationId) router.push("/");
    },
    [conversationId, router],
  );

  const [shortcutsOpen, setShortcutsOpen] = useState<boolean | null>(null);
  const showShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useShortcuts({ onSearch: focusSearch, onNewChat: newChat, onHelp: showShortcuts });

  useEffect(() => {
    // The thread and its reply renderer are the first things a conversation needs; fetch them once
    // the page is idle.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => preloadThread());
  }, []);

  return (
    <div className="flex h-dvh overflow-hidden">
      <SkipLink />
      <ClientOnly>
        <AccessRedirect />
      </ClientOnly>
      <Sidebar
        activeId={conversationId}
        open={sidebarOpen}
        drawerOpen={drawerOpen}
        modal={drawerModal}
        onCloseDrawer={closeDrawer}
        onNewChat={newChat}
        onDeleted={onDeleted}
      />
      <ChatScreen
        inert={drawerModal}
        conversationId={conversationId}
        onToggleSidebar={onToggleSidebar}
        onNewChat={newChat}
        onOpenSettings={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
      />
      <Suspense fallback={null}>
        {settingsLoaded && <SettingsSheet open={settingsOpen} conversationId={conversationId} onClose={() => setSettingsOpen(false)} />}
      </Suspense>
      <Suspense fallback={null}>
        {shortcutsOpen !== null && <ShortcutsSheet open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />}
      </Suspense>
      <Toaster />
      <PwaStart />
    </div>
  );
}
