"use client";

// Everything the client app needs around it: TanStack Query (over IndexedDB), the UI language and
// the theme.

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { ThemeSync } from "@/components/theme/theme-sync";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>
        <ThemeSync />
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
