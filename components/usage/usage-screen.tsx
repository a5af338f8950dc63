"use client";

// The Usage page: a range switch (7, 30 or 90 days), a one-line summary, and the charts with their
// tables, all read from this browser's database.

import Link from "next/link";
import { useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { useDbQuery } from "@/lib/chat/hooks/use-db-query";
import { formatCount } from "@/lib/format/number";
import { inputTokens, USAGE_RANGES, type UsageRange } from "@/lib/view/usage-report";
import { UsageCharts } from "./usage-charts";
import { usageReportQuery } from "./usage-query";

export function UsageScreen() {
  const { t, locale } = useI18n();
  const [days, setDays] = useState<UsageRange>(7);
  const [tables, setTables] = useState(false);
  const { data: report } = useDbQuery(usageReportQuery, String(days), true, { keepPrevious: true });
  const count = (value: number) => formatCount(value, locale);

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <Link href="/" className="w-fit text-sm text-indigo-600 hover:underline dark:text-indigo-400">
        ← {t("usageView.back")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t("usageView.open")}</h1>
        <div className="flex flex-wrap items-center gap-4">
          <div role="group" aria-label={t("usageView.range")} className="flex rounded-lg border border-zinc-200 p-0.5 dark:border-zinc-700">
            {USAGE_RANGES.map((range) => (
              <Button
                key={range}
                aria-pressed={days === range}
                onClick={() => setDays(range)}
                className="rounded-md px-2.5 py-1 text-sm aria-pressed:bg-zinc-900 aria-pressed:text-white dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900"
              >
                {t("usageView.days", { n: range })}
              </Button>
            ))}
          </div>
          <label className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" checked={tables} onChange={(event) => setTables(event.target.checked)} className="accent-indigo-600" />
            {t("usageView.showTables")}
          </label>
        </div>
      </div>
      {report && (
        <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
          {report.turns === 0
            ? t("usageView.empty")
            : t("usageView.summary", { turns: count(report.turns), input: count(inputTokens(report.total)), output: count(report.total.output) })}
        </p>
      )}
      {report && report.turns > 0 && <UsageCharts report={report} tables={tables} />}
    </main>
  );
}
