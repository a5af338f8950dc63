// The UI languages, and how one is picked from the browser's preferences. No dictionary is bundled
// with the app: the page's language comes from the server with the first page, and another one is
// fetched when the person chooses it (loadDictionary).

import type { Dictionary } from "./dictionary";

export type Locale = "en" | "zh-CN";
export const LOCALES: readonly Locale[] = ["en", "zh-CN"];

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** Fetches a language's dictionary. */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  return locale === "zh-CN" ? (await import("./zh-CN")).zhCN : (await import("./en")).en;
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
