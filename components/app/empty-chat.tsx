"use client";

// The new, empty chat: a calm greeting above the composer.

import { useT } from "@/components/i18n/i18n-provider";
import { MoonIcon } from "@/components/ui/icons";

export function EmptyChat() {
  const t = useT();
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center px-6 text-center">
      <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
        <MoonIcon width={22} height={22} />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-100">{t("chat.empty.title")}</h1>
      <p className="mt-2 max-w-md text-sm text-zinc-500 dark:text-zinc-400">{t("chat.empty.hint")}</p>
    </div>
  );
}
