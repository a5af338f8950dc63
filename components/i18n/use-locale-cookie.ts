"use client";

// Keeps the locale cookie (what the server renders the first paint in) equal to the stored choice:
// set when the person picks a language, removed when they follow the browser again, and rewritten
// when the two disagree (the stored choice wins). Only once the stored choice has been read.

import { useEffect } from "react";
import { localeCookie, localeInCookies } from "@/lib/i18n/locale-cookie";
import type { Locale } from "@/lib/i18n/locale";

export function useLocaleCookie(hydrated: boolean, chosen: Locale | null): void {
  useEffect(() => {
    if (!hydrated || localeInCookies(document.cookie) === chosen) return;
    document.cookie = localeCookie(chosen);
  }, [hydrated, chosen]);
}
