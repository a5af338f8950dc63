"use client";

// A row of links at the top of the settings sheet, one per section (settings-sections.ts): a click
// scrolls the sheet to that section and moves focus there, so a person need not scroll the whole sheet.

import { useRef } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { SETTINGS_SECTIONS } from "./settings-sections";

export function SettingsJumpBar() {
  const t = useT();
  const navRef = useRef<HTMLElement>(null);
  // Only the sheet's own scroller moves (scrollIntoView would also scroll the dialog itself, hiding
  // its title and Close), to just under this bar.
  const jump = (id: string) => {
    const target = document.getElementById(id);
    const nav = navRef.current;
    const scroller = nav?.parentElement;
    if (!target || !nav || !scroller) return;
    const top = scroller.scrollTop + target.getBoundingClientRect().top - scroller.getBoundingClientRect().top - nav.offsetHeight;
    scroller.scrollTo({ top, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    target.focus({ preventScroll: true });
  };
  return (
    <nav ref={navRef} aria-label={t("settings.sections")} className="sticky -top-4 z-10 -mx-5 -mt-4 mb-4 border-b border-zinc-200 bg-white/95 px-5 py-2 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
      <ul className="flex flex-wrap gap-1">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <Button variant="ghost" onClick={() => jump(section.id)} className="rounded-md px-2 py-1 text-xs font-medium text-zinc-600 dark:text-zinc-300">
              {t(section.label)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
