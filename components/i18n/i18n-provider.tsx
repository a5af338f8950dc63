"use client";

// The UI language. The server picks the first one (the person's cookie, else Accept-Language) and
// sends its dictionary with the page, so the server HTML and the first client render agree. Once the
// stored preferences are read, the person's choice (else the browser's languages) applies, its
// dictionary fetched if it is not here yet; English is the only one in the first-load bundle.

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { en } from "@/lib/i18n/en";
import { detectLocale, loadDictionary, type Locale } from "@/lib/i18n/locale";
import { translateWith, type Translate } from "@/lib/i18n/translate";
import { usePreferencesHydrated, usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { useLocaleCookie } from "./use-locale-cookie";

export interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: "en", t: translateWith(en, "en") });

interface Props {
  /** The language the server rendered in. */
  locale?: Locale;
  /** Its dictionary, when it is not English. */
  dictionary?: Dictionary;
  children: ReactNode;
}

export function I18nProvider({ locale: initial = "en", dictionary, children }: Props) {
  const hydrated = usePreferencesHydrated();
  const chosen = usePreferencesStore((state) => state.locale);
  const wanted: Locale = hydrated ? (chosen ?? detectLocale(navigator.languages ?? [navigator.language])) : initial;
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Dictionary>>>(() =>
    dictionary ? { en, [initial]: dictionary } : { en },
  );
  // While the wanted dictionary is on its way, the page stays in the first language.
  const locale: Locale = loaded[wanted] ? wanted : loaded[initial] ? initial : "en";
  const shown = loaded[locale] ?? en;
  const value = useMemo(() => ({ locale, t: translateWith(shown, locale) }), [locale, shown]);
  useLocaleCookie(hydrated, chosen);

  useEffect(() => {
    if (loaded[wanted]) return;
    let cancelled = false;
    loadDictionary(wanted).then(
      (dict) => {
        if (!cancelled) setLoaded((current) => ({ ...current, [wanted]: dict }));
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

  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
