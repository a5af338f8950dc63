"use client";

// What a search reads beyond titles, messages and documents: shown under the search box while a
// search is typed. Today one choice, the replies' thinking (off by default: it is long, and rarely
// what a person remembers a chat by), kept with the person's preferences.

import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { useT } from "@/components/i18n/i18n-provider";

export function SearchOptions() {
  const t = useT();
  const thinking = usePreferencesStore((state) => state.searchThinking);
  const setThinking = usePreferencesStore((state) => state.setSearchThinking);
  return (
    <label className="mt-1.5 flex cursor-pointer items-center gap-2 px-1 text-xs text-zinc-600 dark:text-zinc-400">
      <input type="checkbox" checked={thinking} onChange={(event) => setThinking(event.target.checked)} className="h-3.5 w-3.5 accent-indigo-600" />
      {t("sidebar.searchThinking")}
    </label>
  );
}
