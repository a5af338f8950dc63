"use client";

// The UI language: the person's choice, else the browser's. The server and the first client render
// speak English so hydration matches; the stored choice applies right after.

import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { LabelsProvider } from "@/components/chat/blocks/labels-context";
import { LABELS } from "@/lib/chat/view/labels";
import { detectLocale, translator, type Locale, type Translate } from "@/lib/i18n/translate";
import { usePreferencesStore } from "@/lib/stores/preferences-store";
import { useHydrated } from "@/components/ui/use-hydrated";

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: "en", t: translator("en") });

export function I18nProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const chosen = usePreferencesStore((state) => state.locale);
  const locale: Locale = !hydrated ? "en" : (chosen ?? detectLocale(navigator.languages ?? [navigator.language]));
  const value = useMemo(() => ({ locale, t: translator(locale) }), [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <I18nContext value={value}>
      <LabelsProvider labels={LABELS[locale]}>{children}</LabelsProvider>
    </I18nContext>
  );
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
