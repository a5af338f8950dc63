"use client";

// The new, empty chat: a calm greeting above the composer, and a few starter prompts that show what
// Kimi does (starter-prompts.ts).

import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { MoonIcon } from "@/components/ui/icons";
import { useHydrated } from "@/components/ui/use-hydrated";
import { STARTER_PROMPTS, type StarterPrompt } from "./starter-prompts";

export function EmptyChat({ onStart }: { onStart: (starter: StarterPrompt, text: string) => void }) {
  const t = useT();
  // Drawn by the server: a click before the page comes alive would be lost.
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center overflow-y-auto px-6 text-center">
      <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
        <MoonIcon width={22} height={22} />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-100">{t("chat.empty.title")}</h1>
      <p className="mt-2 max-w-md text-sm text-zinc-500 dark:text-zinc-400">{t("chat.empty.hint")}</p>
      <ul aria-label={t("starter.label")} className="mt-6 grid w-full max-w-2xl gap-2 sm:grid-cols-2">
        {STARTER_PROMPTS.map((starter) => (
          <li key={starter.key}>
            <Button
              variant="outline"
              disabled={!hydrated}
              onClick={() => onStart(starter, t(starter.prompt))}
              className="h-full w-full rounded-xl px-3.5 py-2.5 text-left text-sm leading-snug text-zinc-700 disabled:opacity-60 dark:text-zinc-300"
            >
              {t(starter.prompt)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
