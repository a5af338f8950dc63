"use client";

// The first thing Tab reaches: a link past the sidebar to the message box, shown only while focused.
// It moves focus itself rather than following "#…", so the address keeps no fragment.

import { useT } from "@/components/i18n/i18n-provider";
import { COMPOSER_INPUT_ID } from "@/components/chat/composer/composer-id";

export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${COMPOSER_INPUT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(COMPOSER_INPUT_ID)?.focus();
      }}
      className="sr-only rounded-lg bg-white px-3 py-2 text-sm font-medium text-zinc-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-indigo-500 dark:bg-zinc-900 dark:text-zinc-100"
    >
      {t("app.skipToComposer")}
    </a>
  );
}
