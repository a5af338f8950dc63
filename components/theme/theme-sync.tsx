"use client";

// Keeps the `dark` class on <html> in step with the chosen theme, and with the system while the
// choice is "system". Until the stored choice is read it leaves the class alone: the inline theme
// script already set it from that choice before the first paint. The browser's bars (theme-color)
// follow the same choice, not only the system's scheme.

import { useEffect } from "react";
import { usePreferencesHydrated, usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { THEME_COLORS } from "./theme-colors";

export function ThemeSync() {
  const theme = usePreferencesStore((state) => state.theme);
  const hydrated = usePreferencesHydrated();

  useEffect(() => {
    if (!hydrated) return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const apply = () => {
      const dark = theme === "dark" || (theme === "system" && media.matches);
      document.documentElement.classList.toggle("dark", dark);
      for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = dark ? THEME_COLORS.dark : THEME_COLORS.light;
    };
    apply();
    if (theme !== "system") return;
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme, hydrated]);

  return null;
}
