import type { Metadata } from "next";
import { serverLocale } from "@/components/i18n/server-locale";
import { Button } from "@/components/ui/button";
import { translator } from "@/lib/i18n/dictionaries";
import { keyUnder } from "@/lib/i18n/translate";

// A plain form that works without JavaScript: /api/unlock sets the cookie and sends the browser
// home, or back here with ?error=… whose message is read out as an alert. A text input (not a
// password one) so it is a textbox to assistive technology. In the visitor's language, known from
// the request (see serverLocale).

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await serverLocale())("unlock.pageTitle") };
}

export default async function UnlockPage({ searchParams }: { searchParams: Promise<{ error?: string | string[] }> }) {
  const [{ error }, locale] = await Promise.all([searchParams, serverLocale()]);
  const t = translator(locale);
  const errorKey = keyUnder(t, "unlock.error.", (Array.isArray(error) ? error[0] : error) ?? "");
  const message = errorKey ? t(errorKey) : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <form
        method="post"
        action="/api/unlock"
        className="flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-slate-200 p-6 shadow-sm dark:border-slate-800"
      >
        <h1 className="text-xl font-semibold">{t("unlock.heading")}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("unlock.hint")}</p>
        <label htmlFor="access-code" className="text-sm font-medium">
          {t("unlock.code")}
        </label>
        <input
          id="access-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "unlock-error" : undefined}
          className="rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700"
        />
        {message ? (
          <p id="unlock-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
            {message}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="accent"
          offset={2}
          className="rounded-lg px-4 py-2 font-medium"
        >
          {t("unlock.submit")}
        </Button>
      </form>
    </main>
  );
}
