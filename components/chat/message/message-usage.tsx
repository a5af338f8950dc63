"use client";

// The token figures under a reply (or the conversation total): separate input counts, output with
// its thinking share, and web searches. Zero-valued extras are left out to keep the row short.

import { useI18n, type I18n } from "@/components/i18n/i18n-provider";
import type { UsageSummary } from "@/lib/protocol/usage-summary";
import { formatCount } from "@/lib/format/number";

interface Item {
  label: string;
  value: string;
  detail?: string;
}

function items(usage: UsageSummary, { t, locale }: I18n): Item[] {
  const count = (value: number) => formatCount(value, locale);
  const list: Item[] = [{ label: t("usage.input"), value: count(usage.input) }];
  if (usage.cacheRead > 0) list.push({ label: t("usage.cacheRead"), value: count(usage.cacheRead) });
  if (usage.cacheWrite > 0) {
    const split = usage.cacheWrite5m !== undefined || usage.cacheWrite1h !== undefined;
    list.push({
      label: t("usage.cacheWrite"),
      value: count(usage.cacheWrite),
      detail: split ? t("usage.cacheSplit", { m5: usage.cacheWrite5m ?? 0, h1: usage.cacheWrite1h ?? 0 }) : undefined,
    });
  }
  list.push({ label: t("usage.output"), value: count(usage.output) });
  if (usage.thinking > 0) list.push({ label: t("usage.thinking"), value: count(usage.thinking) });
  if (usage.webSearches > 0) list.push({ label: t("usage.webSearches"), value: count(usage.webSearches) });
  return list;
}

export function MessageUsage({ usage, className = "" }: { usage: UsageSummary | null; className?: string }) {
  const i18n = useI18n();
  if (!usage) return null;
  return (
    <div role="group" aria-label={i18n.t("usage.title")} className={className}>
      <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-[11px] text-zinc-500 tabular-nums dark:text-zinc-400">
        {items(usage, i18n).map((item) => (
          <div key={item.label} className="flex gap-1">
            <dt>{item.label}</dt>
            <dd className="font-medium text-zinc-700 dark:text-zinc-300">
              {item.value}
              {item.detail && <span className="ml-1 font-normal text-zinc-500 dark:text-zinc-400">({item.detail})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
