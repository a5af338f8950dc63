"use client";

// A page that failed to render: said in the person's language, with a retry and a way home.

import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useT();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-xl font-semibold tracking-tight">{t("crash.title")}</h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t("crash.hint")}</p>
      <div className="mt-5 flex gap-3">
        <Button
          onClick={reset}
          variant="primary"
          offset={2}
          className="inline-flex items-center rounded-xl px-4 py-2 text-sm font-medium"
        >
          {t("crash.retry")}
        </Button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point after a crash */}
        <a href="/" className="inline-flex items-center rounded-xl px-4 py-2 text-sm font-medium underline-offset-4 hover:underline">
          {t("notFound.home")}
        </a>
      </div>
    </main>
  );
}
