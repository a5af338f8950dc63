"use client";

// The conversation's token total in the header, from the stored messages (not the live stream, so it
// changes once per reply, not per token). The full breakdown is in the tooltip.

import { useMemo } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { threadQuery } from "@/lib/chat/hooks/db-queries";
import { useDbQuery } from "@/lib/chat/hooks/use-db-query";
import { usageOfNodes } from "@/lib/view/usage";
import { formatCount } from "@/lib/format/number";

export function ConversationTotal({ conversationId }: { conversationId: string }) {
  const { t, locale } = useI18n();
  const { data } = useDbQuery(threadQuery, conversationId);
  const usage = useMemo(() => (data ? usageOfNodes(data.nodes) : null), [data]);
  if (!usage) return null;
  const count = (value: number) => formatCount(value, locale);
  const summary = t("usage.compact", { input: count(usage.input + usage.cacheRead + usage.cacheWrite), output: count(usage.output) });
  const detail = t("usage.detail", {
    input: count(usage.input),
    cacheRead: count(usage.cacheRead),
    cacheWrite: count(usage.cacheWrite),
    output: count(usage.output),
    thinking: count(usage.thinking),
  });
  return (
    <span title={detail} className="hidden shrink-0 text-xs text-zinc-500 tabular-nums sm:inline dark:text-zinc-400">
      {t("conversation.total", { summary })}
    </span>
  );
}
