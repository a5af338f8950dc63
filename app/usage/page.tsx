import type { Metadata } from "next";
import { UsageScreen } from "@/components/usage/usage-screen";
import { serverLocale } from "@/components/i18n/server-locale";
import { translator } from "@/lib/i18n/dictionaries";

// Usage over time, from this browser's database: its own page, so its code (uPlot included) never
// loads with the chat.

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await serverLocale());
  return { title: `${t("usageView.open")} · ${t("app.name")}` };
}

export default function UsagePage() {
  return <UsageScreen />;
}
