"use client";

// The conversations column. On wide screens it sits beside the chat (and can be collapsed); on a
// phone it is a drawer over the chat, opened by the header's toggle.

import { lazy, useRef, useState } from "react";
import { isMacPlatform } from "@/components/app/use-shortcuts";
import { useT } from "@/components/i18n/i18n-provider";
import { SearchOptions } from "./search-options";
import { buttonClass } from "@/components/ui/button";
import { ClientOnly } from "@/components/ui/client-only";
import { CloseIcon, NewChatIcon, SearchIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { RouterLink } from "@/components/ui/router-link";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useUiStore } from "@/components/app/ui-store";
import { useDrawerModal } from "./use-drawer-modal";

interface Props {
  activeId: string | null;
  /** Whether the wide-screen column is shown. */
  open: boolean;
  /** Whether the phone drawer is out. */
  drawerOpen: boolean;
  /** Whether the drawer is out on a narrow screen, where it is a modal over an inert page. */
  modal: boolean;
  onCloseDrawer: () => void;
  onNewChat: () => void;
  onDeleted: (id: string) => void;
}

export const SEARCH_INPUT_ID = "sidebar-search";

// The list shows nothing until the database code has loaded anyway, so it (and the virtual list
// under it) comes on demand rather than with the page.
const ConversationList = lazy(() => import("./conversation-list").then((module) => ({ default: module.ConversationList })));

export function Sidebar({ activeId, open, drawerOpen, modal, onCloseDrawer, onNewChat, onDeleted }: Props) {
  const t = useT();
  // The platform is known only in the browser: the server render (and hydration) says Ctrl.
  // Drawn by the server: the search box takes input once the page has come alive.
  const hydrated = useHydrated();
  const shortcutKey = hydrated && isMacPlatform() ? "⌘" : "Ctrl";
  const asideRef = useRef<HTMLElement>(null);
  // Held in state, not a ref: the list's virtualizer reads it in a layout effect, which runs before
  // a parent's ref is set, so a list that mounts with its rows at once (a cached list after a
  // navigation) would find no element and draw nothing.
  const [nav, setNav] = useState<HTMLElement | null>(null);
  useDrawerModal(modal, asideRef, onCloseDrawer);
  const search = useUiStore((state) => state.searchQuery);
  const setSearch = useUiStore((state) => state.setSearchQuery);

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onCloseDrawer}
        className={`fixed inset-0 z-30 bg-black/30 transition-opacity md:hidden ${drawerOpen ? "opacity-100" : "pointer-events-none opacity-0"}`}
      />
      <aside
        ref={asideRef}
        tabIndex={modal ? -1 : undefined}
        role={modal ? "dialog" : undefined}
        aria-modal={modal ? true : undefined}
        aria-label={modal ? t("sidebar.conversations") : undefined}
        // Opening shows it at once (so focus can move in); closing keeps it visible while it slides out.
        className={`fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-zinc-200 bg-zinc-50 outline-none duration-200 md:static md:z-auto md:w-64 md:translate-x-0 dark:border-zinc-800 dark:bg-zinc-900 ${
          drawerOpen ? "visible translate-x-0 shadow-xl transition-transform md:shadow-none" : "invisible -translate-x-full transition-[transform,visibility] md:visible"
        } ${open ? "" : "md:hidden"}`}
      >
        <div className="flex items-center justify-between px-3 pt-3 pb-2">
          <span className="px-1.5 text-[15px] font-semibold tracking-tight">{t("app.name")}</span>
          <div className="flex items-center gap-0.5">
            <IconButton label={t("chat.new")} onClick={onNewChat} title={t("shortcuts.newChat", { mod: shortcutKey })}>
              <NewChatIcon width={18} height={18} />
            </IconButton>
            <IconButton label={t("sidebar.close")} onClick={onCloseDrawer} className="md:hidden">
              <CloseIcon />
            </IconButton>
          </div>
        </div>
        <div className="px-3 pb-2">
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-zinc-400" />
            <input
              id={SEARCH_INPUT_ID}
              type="search"
              aria-label={t("sidebar.search")}
              placeholder={t("shortcuts.search", { mod: shortcutKey })}
              value={search}
              disabled={!hydrated}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape" && search) {
                  event.preventDefault();
                  setSearch("");
                }
              }}
              className="w-full rounded-lg border border-zinc-200 bg-white py-1.5 pr-2 pl-8 text-sm outline-none placeholder:text-zinc-400 focus:border-indigo-400 focus:ring-2 focus:ring-indigo-400/20 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-500"
            />
          </div>
          {search.trim() !== "" && <SearchOptions />}
        </div>
        <nav ref={setNav} aria-label={t("sidebar.conversations")} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
          <ClientOnly>
            <ConversationList search={search} activeId={activeId} scrollElement={nav} onNavigate={onCloseDrawer} onDeleted={onDeleted} />
          </ClientOnly>
        </nav>
        <div className="border-t border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <RouterLink
            href="/usage"
            className={buttonClass({ variant: "ghost", className: "block rounded-lg px-2 py-1.5 text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100" })}
          >
            {t("usageView.open")}
          </RouterLink>
        </div>
      </aside>
    </>
  );
}
