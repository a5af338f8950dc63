import { serverLocale } from "@/components/i18n/server-locale";
import { buttonClass } from "@/components/ui/button";
import { translator } from "@/lib/i18n/dictionaries";

// An address the app has no page for, said in the visitor's language (Next's own page is English).

export default async function NotFound() {
  const t = translator(await serverLocale());
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-xl font-semibold tracking-tight">{t("notFound.title")}</h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t("notFound.hint")}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link here put about 3 KB gzip into every page's first load */}
      <a
        href="/"
        className={buttonClass({ variant: "primary", offset: 2, className: "mt-5 inline-flex items-center rounded-xl px-4 py-2 text-sm font-medium" })}
      >
        {t("notFound.home")}
      </a>
    </main>
  );
}
