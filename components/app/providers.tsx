"use client";

// Everything the client app needs around it: the UI language and the theme, error toasts, and reading
// the stored preferences once mounted. TanStack Query needs no provider: the hooks that read data
// make the app's client when they first run (lib/chat/hooks/query-client.ts), so the query library
// loads with the views that show data, not with the page.

import { useEffect, type ReactNode } from "react";
import { ErrorToasts } from "@/components/app/error-toasts";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { ThemeSync } from "@/components/theme/theme-sync";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { Locale } from "@/lib/i18n/locale";

interface Props {
  /** The language the server rendered in, and its dictionary. */
  locale: Locale;
  dictionary: Dictionary;
  children: ReactNode;
}

export function Providers({ locale, dictionary, children }: Props) {
  // The stored preferences are read after the first render, so hydration sees the server's defaults.
  useEffect(() => {
    void usePreferencesStore.persist.rehydrate();
  }, []);
  return (
    <I18nProvider locale={locale} dictionary={dictionary}>
      <ThemeSync />
      <ErrorToasts />
      {children}
    </I18nProvider>
  );
}
