"use client";

// The UI language. The server picks the first one (the person's cookie, else Accept-Language) and
// sends its dictionary with the page, so the server HTML and the first client render agree. Once the
// stored preferences are read, the person's choice (else the browser's languages) applies, its
// dictionary fetched if it is not here yet. No dictionary is in the first-load bundle, English neither:
// the page's own arrives as data in its RSC payload.

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { detectLocale, loadDictionary, type Locale } from "@/lib/i18n/locale";
import { translateWith, type Translate } from "@/lib/i18n/translate";
import { usePreferencesHydrated, usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { useLocaleCookie } from "./use-locale-cookie";

export interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

let fallback: I18n | null = null;

/**
 * The language of components rendered without an I18nProvider. Only unit tests render them so (the
 * app always has its provider): their setup file, components/i18n/test-support/vitest-setup.ts,
 * registers English here.
 * @internal
 */
export function setFallbackDictionary(dictionary: Dictionary): void {
  fallback = { locale: "en", t: translateWith(dictionary, "en") };
}

interface Props {
  /** The language the server rendered in. */
  locale?: Locale;
  /** Its dictionary. */
  dictionary: Dictionary;
  children: ReactNode;
}

export function I18nProvider({ locale: initial = "en", dictionary, children }: Props) {
  const hydrated = usePreferencesHydrated();
  const chosen = usePreferencesStore((state) => state.locale);
  const wanted: Locale = hydrated ? (chosen ?? detectLocale(navigator.languages ?? [navigator.language])) : initial;
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Dictionary>>>(() => ({ [initial]: dictionary }));
  // While the wanted dictionary is on its way, the page stays in the first language.
  const locale: Locale = loaded[wanted] ? wanted : initial;
  const shown = loaded[locale] ?? dictionary;
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
  const i18n = useContext(I18nContext) ?? fallback;
  if (!i18n) throw new Error("Moonlit: a component that shows text was rendered outside I18nProvider.");
  return i18n;
}

export function useT(): Translate {
  return useI18n().t;
}
