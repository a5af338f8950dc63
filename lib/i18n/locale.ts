// The UI languages and the string lookup, without the dictionaries other than English: the app
// loads a non-English one when it is chosen (see I18nProvider), so it is not in the first load.

import { en, type MessageKey } from "./en";

export type Locale = "en" | "zh-CN";
export const LOCALES: readonly Locale[] = ["en", "zh-CN"];

export type Dictionary = Record<MessageKey, string>;

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Looks keys up in `dict`, falling back to English; fills `{name}` from `vars`. */
export function translateWith(dict: Dictionary): Translate {
  return (key, vars) => {
    const text = dict[key] ?? en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
  };
}

/** Fetches a language's dictionary. */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  return locale === "zh-CN" ? (await import("./zh-CN")).zhCN : en;
}

/** Picks the UI language from the browser's preferences: any Chinese variant gets Simplified Chinese. */
export function detectLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower.startsWith("zh")) return "zh-CN";
    if (lower.startsWith("en")) return "en";
  }
  return "en";
}
