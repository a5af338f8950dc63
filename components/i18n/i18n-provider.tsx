"use client";

// The UI language: the person's choice, else the browser's. The server and the first client render
// speak English so hydration matches; the stored choice applies right after (once its dictionary,
// fetched on demand, has arrived: English is the only one in the first load).

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { LabelsProvider } from "@/components/chat/blocks/labels-context";
import { LABELS } from "@/lib/i18n/labels";
import { en } from "@/lib/i18n/en";
import { detectLocale, loadDictionary, translateWith, type Locale, type Translate } from "@/lib/i18n/locale";
import { usePreferencesHydrated, usePreferencesStore } from "@/lib/chat/stores/preferences-store";

interface I18n {
  locale: Locale;
  t: Translate;
}

const translators = new Map<Locale, Translate>([["en", translateWith(en)]]);

const I18nContext = createContext<I18n>({ locale: "en", t: translators.get("en")! });

export function I18nProvider({ children }: { children: ReactNode }) {
  // Until the stored choice is read (after the first render), English, like the server.
  const hydrated = usePreferencesHydrated();
  const chosen = usePreferencesStore((state) => state.locale);
  const wanted: Locale = !hydrated ? "en" : (chosen ?? detectLocale(navigator.languages ?? [navigator.language]));
  const [loaded, setLoaded] = useState<ReadonlySet<Locale>>(() => new Set(translators.keys()));
  const locale: Locale = loaded.has(wanted) ? wanted : "en";
  const value = useMemo(() => ({ locale, t: translators.get(locale)! }), [locale]);

  useEffect(() => {
    if (loaded.has(wanted)) return;
    let cancelled = false;
    loadDictionary(wanted).then(
      (dict) => {
        if (!translators.has(wanted)) translators.set(wanted, translateWith(dict));
        if (!cancelled) setLoaded(new Set(translators.keys()));
      },
      (error: unknown) => console.error("Moonlit: could not load the dictionary.", error),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, loaded]);

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
