// The person's preferences, kept in localStorage: theme, language, whether Kimi writes titles,
// whether search reads thinking, and the settings new conversations start with.
//
// Read from localStorage only after the first client render (`skipHydration`; the app's providers
// call `rehydrate()` in an effect): reading it while the store is created would make the first
// client render differ from the server's. Until then the store holds the defaults, and code that must
// not act on them (theme, language) waits for usePreferencesHydrated().

import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { defaultSettings, normalizeSettings } from "@/lib/db/default-settings";
import { isRecord } from "@/lib/protocol/is-record";
import type { ConversationSettings } from "@/lib/protocol/message";

export type Theme = "light" | "dark" | "system";
/** null: follow the browser's language. */
export type Locale = "en" | "zh-CN" | null;

export const PREFERENCES_STORAGE_KEY = "moonlit-preferences";

export interface PreferencesState {
  theme: Theme;
  locale: Locale;
  /** A new conversation's title is written by the model where a key is set (model-title.ts). */
  modelTitles: boolean;
  /** Search reads the replies' thinking too (use-search.ts). */
  searchThinking: boolean;
  defaultSettings: ConversationSettings;
  setTheme(theme: Theme): void;
  setLocale(locale: Locale): void;
  setModelTitles(on: boolean): void;
  setSearchThinking(on: boolean): void;
  setDefaultSettings(settings: Partial<ConversationSettings>): void;
  resetDefaultSettings(): void;
}

type Persisted = Pick<PreferencesState, "theme" | "locale" | "modelTitles" | "searchThinking" | "defaultSettings">;

const THEMES: readonly Theme[] = ["light", "dark", "system"];
const LOCALES: readonly Locale[] = ["en", "zh-CN", null];

/** Stored values come from an older version or another hand: keep only what is still valid. */
function mergePersisted(persisted: unknown, current: PreferencesState): PreferencesState {
  const stored = (persisted ?? {}) as Partial<Persisted>;
  return {
    ...current,
    theme: THEMES.includes(stored.theme as Theme) ? (stored.theme as Theme) : current.theme,
    locale: LOCALES.includes(stored.locale as Locale) ? (stored.locale as Locale) : current.locale,
    modelTitles: typeof stored.modelTitles === "boolean" ? stored.modelTitles : current.modelTitles,
    searchThinking: typeof stored.searchThinking === "boolean" ? stored.searchThinking : current.searchThinking,
    defaultSettings:
      isRecord(stored.defaultSettings)
        ? normalizeSettings({ ...current.defaultSettings, ...stored.defaultSettings })
        : current.defaultSettings,
  };
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: "system",
      locale: null,
      modelTitles: true,
      searchThinking: false,
      defaultSettings: defaultSettings(),
      setTheme: (theme) => set({ theme }),
      setLocale: (locale) => set({ locale }),
      setModelTitles: (modelTitles) => set({ modelTitles }),
      setSearchThinking: (searchThinking) => set({ searchThinking }),
      setDefaultSettings: (settings) =>
        set((state) => ({ defaultSettings: normalizeSettings({ ...state.defaultSettings, ...settings }) })),
      resetDefaultSettings: () => set({ defaultSettings: defaultSettings() }),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): Persisted => ({
        theme: state.theme,
        locale: state.locale,
        modelTitles: state.modelTitles,
        searchThinking: state.searchThinking,
        defaultSettings: state.defaultSettings,
      }),
      merge: mergePersisted,
      skipHydration: true,
    },
  ),
);

const subscribeHydration = (onChange: () => void) => usePreferencesStore.persist.onFinishHydration(onChange);

/** False on the server and until the stored preferences have been read; true after. */
export function usePreferencesHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydration,
    () => usePreferencesStore.persist.hasHydrated(),
    () => false,
  );
}
