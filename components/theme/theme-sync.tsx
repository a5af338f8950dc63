"use client";

// Keeps the `dark` class on <html> in step with the chosen theme, and with the system while the
// choice is "system".

import { useEffect } from "react";
import { usePreferencesStore } from "@/lib/stores/preferences-store";

export function ThemeSync() {
  const theme = usePreferencesStore((state) => state.theme);

  useEffect(() => {
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const apply = () => {
      const dark = theme === "dark" || (theme === "system" && media.matches);
      document.documentElement.classList.toggle("dark", dark);
    };
    apply();
    if (theme !== "system") return;
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);

  return null;
}
