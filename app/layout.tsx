import type { Metadata, Viewport } from "next";
import "./globals.css";
import { Providers } from "@/components/app/providers";
import { ThemeScript } from "@/components/theme/theme-script";

export const metadata: Metadata = {
  title: "Moonlit",
  description: "A self-hostable chat for Kimi K3 and K3.1 Pro",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1020" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
