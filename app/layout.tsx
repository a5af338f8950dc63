import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { Providers } from "@/components/app/providers";
import { serverLocale } from "@/components/i18n/server-locale";
import { THEME_COLORS } from "@/components/theme/theme-colors";
import { ThemeScript } from "@/components/theme/theme-script";
import { DICTIONARIES, translator } from "@/lib/i18n/dictionaries";
import { requestOrigin } from "./request-origin";

// The tab's title starts as the app's name; the chat then names it after the open conversation
// (useDocumentTitle), which only the browser knows. Next adds the Open Graph image
// (app/opengraph-image.tsx, made absolute with metadataBase), the manifest and the icons.
export async function generateMetadata(): Promise<Metadata> {
  const [locale, origin] = await Promise.all([serverLocale(), requestOrigin()]);
  const t = translator(locale);
  const title = t("app.name");
  const description = t("app.description");
  return {
    metadataBase: origin,
    title,
    description,
    applicationName: title,
    appleWebApp: { capable: true, title, statusBarStyle: "default" },
    openGraph: {
      type: "website",
      siteName: title,
      title,
      description,
      locale: locale.replace("-", "_"),
    },
    // X reads og:image when it has no twitter:image of its own.
    twitter: { card: "summary_large_image", title, description },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLORS.light },
    { media: "(prefers-color-scheme: dark)", color: THEME_COLORS.dark },
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
