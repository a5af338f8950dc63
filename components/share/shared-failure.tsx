"use client";

// The page for a share that cannot be shown, one per reason: a heading, what happened, and the way
// to Moonlit itself.

import { useT } from "@/components/i18n/i18n-provider";
import { buttonClass } from "@/components/ui/button";
import type { ShareOpenFailure } from "@/lib/chat/share/open-shared-conversation";

export function SharedFailure({ kind }: { kind: ShareOpenFailure }) {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-xl font-semibold tracking-tight">{t(`share.fail.${kind}.title`)}</h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t(`share.fail.${kind}.hint`)}</p>
      {/* A full load: the chat app starts fresh, with no share state behind it. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
      <a
        href="/"
        className={buttonClass({ variant: "primary", offset: 2, className: "mt-5 inline-flex items-center rounded-xl px-4 py-2 text-sm font-medium" })}
      >
        {t("notFound.home")}
      </a>
    </main>
  );
}
