"use client";

// The Usage view's charts, each a figure with its table alternative: tokens in and out per day,
// thinking's share of output, the cache hit rate, web searches, and tokens per model.

import { useMemo, type ReactNode } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { formatCount } from "@/lib/format/number";
import { cacheHitRate, inputTokens, thinkingShare, type UsageReport } from "@/lib/view/usage-report";
import { SERIES_COLORS } from "./chart-theme";
import { UsageChart, type ChartSeries } from "./usage-chart";
import { UsageTable } from "./usage-table";

interface Props {
  report: UsageReport;
  /** Show the tables on screen too (they are always there for screen readers). */
  tables: boolean;
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      {children}
    </figure>
  );
}

export function UsageCharts({ report, tables }: Props) {
  const { t, locale } = useI18n();
  const count = (value: number) => formatCount(value, locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const share = (value: number | null) => (value === null ? "–" : percent.format(value));
  const dayLabel = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" });
  const labels = report.days.map((day) => dayLabel.format(day.start));
  const starts = useMemo(() => report.days.map((day) => day.start), [report]);

  const series = useMemo(() => {
    const days = report.days;
    return {
      tokens: [
        { label: t("usageView.in"), values: days.map(inputTokens) },
        { label: t("usageView.out"), values: days.map((day) => day.output) },
      ],
      thinking: [{ label: t("usageView.thinkingShare"), values: days.map(thinkingShare) }],
      cache: [{ label: t("usageView.cacheHit"), values: days.map(cacheHitRate) }],
      searches: [{ label: t("usage.webSearches"), values: days.map((day) => day.webSearches) }],
      models: report.models.map((model) => ({ label: model.model, values: model.perDay })),
    } satisfies Record<string, ChartSeries[]>;
  }, [report, t]);

  const rowsOf = (cells: (i: number) => string[]) => labels.map((label, i) => [label, ...cells(i)]);
  const day = t("usageView.day");

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Figure title={t("usageView.tokens")}>
        <Legend series={series.tokens} />
        <UsageChart days={starts} series={series.tokens} />
        <UsageTable
          caption={t("usageView.tokens")}
          visible={tables}
          head={[day, t("usageView.in"), t("usageView.out")]}
          rows={rowsOf((i) => [count(inputTokens(report.days[i])), count(report.days[i].output)])}
        />
      </Figure>
      <Figure title={t("usageView.thinkingShare")}>
        <UsageChart days={starts} series={series.thinking} percent />
        <UsageTable
          caption={t("usageView.thinkingShare")}
          visible={tables}
          head={[day, t("usage.thinking"), t("usage.output"), "%"]}
          rows={rowsOf((i) => [count(report.days[i].thinking), count(report.days[i].output), share(thinkingShare(report.days[i]))])}
        />
      </Figure>
      <Figure title={t("usageView.cacheHit")}>
        <UsageChart days={starts} series={series.cache} percent />
        <UsageTable
          caption={t("usageView.cacheHit")}
          visible={tables}
          head={[day, t("usage.cacheRead"), t("usageView.in"), "%"]}
          rows={rowsOf((i) => [count(report.days[i].cacheRead), count(inputTokens(report.days[i])), share(cacheHitRate(report.days[i]))])}
        />
      </Figure>
      <Figure title={t("usage.webSearches")}>
        <UsageChart days={starts} series={series.searches} kind="bars" />
        <UsageTable
          caption={t("usage.webSearches")}
          visible={tables}
          head={[day, t("usage.webSearches")]}
          rows={rowsOf((i) => [count(report.days[i].webSearches)])}
        />
      </Figure>
      <div className="md:col-span-2">
        <Figure title={t("usageView.perModel")}>
          <Legend series={series.models} />
          <UsageChart days={starts} series={series.models} />
          <UsageTable
            caption={t("usageView.perModel")}
            visible={tables}
            head={[day, ...report.models.map((model) => model.model)]}
            rows={[
              ...rowsOf((i) => report.models.map((model) => count(model.perDay[i]))),
              [t("usageView.total"), ...report.models.map((model) => count(inputTokens(model.total) + model.total.output))],
            ]}
          />
        </Figure>
      </div>
    </div>
  );
}

/** Which colour is which series; hidden from screen readers, whose tables name the columns. */
function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      {series.map((s, i) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
