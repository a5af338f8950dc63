import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { Providers } from "@/components/app/providers";
import { serverLocale } from "@/components/i18n/server-locale";
import { ThemeScript } from "@/components/theme/theme-script";
import { DICTIONARIES, translator } from "@/lib/i18n/dictionaries";

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await serverLocale());
  return { title: t("app.name"), description: t("app.description") };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1020" },
  ],
};

// The page is rendered in the person's language from the first byte (see serverLocale). Its
// dictionary goes along as a prop: it travels in this page's RSC payload, not in the JavaScript
// bundle, so a visitor loads only their own language.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await serverLocale();
  // proxy.ts puts this response's CSP nonce here; Next's own scripts get it by themselves.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const dictionary = DICTIONARIES[locale];
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
      </head>
      <body className="bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers locale={locale} dictionary={dictionary}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
