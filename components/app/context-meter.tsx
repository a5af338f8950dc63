"use client";

// How much of the model's context window the conversation fills, from the stored messages, with the
// conversation's token total in its tooltip. It takes little room until it matters: a short bar, its
// figure shown from half full (and on a phone, the bar only from 80%). Past 80% it turns amber; past
// 90% it offers to carry on in a new chat from a summary the model writes (that dialog loads only
// when asked for).

import { lazy, Suspense, useMemo, useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { threadQuery } from "@/lib/chat/hooks/db-queries";
import { useDbQuery } from "@/lib/chat/hooks/use-db-query";
import { formatCount } from "@/lib/format/number";
import { CONTEXT_FULL, CONTEXT_WARN, CONTEXT_WINDOW, contextSize } from "@/lib/view/context-size";
import { usageOfNodes } from "@/lib/view/usage";

/** From here the figure shows beside the bar. */
const CONTEXT_NOTABLE = 0.5;

const SummaryDialog = lazy(() => import("./summary-dialog"));

export function ContextMeter({ conversationId }: { conversationId: string }) {
  const { t, locale } = useI18n();
  const { data } = useDbQuery(threadQuery, conversationId);
  const size = useMemo(() => (data ? contextSize(data.nodes) : null), [data]);
  const usage = useMemo(() => (data ? usageOfNodes(data.nodes) : null), [data]);
  const [summarising, setSummarising] = useState(0);
  if (!size) return null;

  const share = Math.min(size.tokens / CONTEXT_WINDOW, 1);
  const percent = Math.round(share * 100);
  const vars = { percent, total: formatCount(CONTEXT_WINDOW, locale) };
  const text = t(size.estimated ? "context.estimate" : "context.value", vars);
  const warn = share > CONTEXT_WARN;
  const full = share > CONTEXT_FULL;
  const count = (value: number) => formatCount(value, locale);
  // Nothing counted yet (the first reply still streaming): no "0 in · 0 out".
  const total =
    usage && usage.input + usage.cacheRead + usage.cacheWrite + usage.output > 0
      ? ` · ${t("conversation.total", { summary: t("usage.compact", { input: count(usage.input + usage.cacheRead + usage.cacheWrite), output: count(usage.output) }) })}`
      : "";
  return (
    <>
      <div
        role="meter"
        aria-label={t("context.label")}
        aria-valuemin={0}
        aria-valuemax={CONTEXT_WINDOW}
        aria-valuenow={Math.min(size.tokens, CONTEXT_WINDOW)}
        aria-valuetext={text}
        title={`${t("context.label")}: ${text}${total}`}
        data-warning={warn || undefined}
        className={`${warn ? "flex" : "hidden @md:flex"} shrink-0 items-center gap-1.5 text-xs tabular-nums ${warn ? "font-medium text-amber-700 dark:text-amber-400" : "text-zinc-500 dark:text-zinc-400"}`}
      >
        <span aria-hidden className="h-1.5 w-8 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800">
          <span
            className={`block h-full rounded-full ${warn ? "bg-amber-500" : "bg-indigo-500"}`}
            style={{ width: `${Math.max(share * 100, 2)}%` }}
          />
        </span>
        {share >= CONTEXT_NOTABLE && <span aria-hidden>{percent}%</span>}
      </div>
      {full && (
        <Button
          onClick={() => setSummarising((n) => n + 1)}
          aria-label={t("context.summarise")}
          title={t("context.summarise")}
          className="h-8 shrink-0 rounded-lg border border-amber-300 bg-amber-50 px-2 text-xs font-medium text-amber-900 hover:bg-amber-100 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200 dark:hover:bg-amber-900/50"
        >
          {t("context.summariseShort")}
        </Button>
      )}
      {summarising > 0 && (
        <Suspense fallback={null}>
          <SummaryDialog key={summarising} conversationId={conversationId} onClose={() => setSummarising(0)} />
        </Suspense>
      )}
    </>
  );
}
