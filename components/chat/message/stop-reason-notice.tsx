"use client";

// How a reply ended, when the reader should know: the output limit (Continue), a refusal, a stop
// sequence, an error (Retry, with the wait a rate limit asks for), an interruption (Retry), or the
// tool loop stopping at its round limit or before its tools finished (Continue).
// Only the latest reply's error is an alert (announced at once); older ones are notes, so opening a
// conversation with past failures does not read them all out.

import { useMemo, type ReactNode } from "react";
import { useI18n, useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { formatRelativeTime } from "@/lib/format/relative-time";
import { stopNoticeOf, type StopNotice } from "@/lib/view/stop-notice";
import type { AssistantNode } from "@/lib/protocol/message";
import { useCountdown } from "../hooks/use-countdown";
import { turnErrorKey } from "./turn-error-text";

interface Props {
  node: AssistantNode;
  onContinue?: () => void;
  /** Resumes a tool loop that stopped (round limit, or tools cut short). */
  onContinueTools?: () => void;
  onRetry?: () => void;
  /** Whether this is the conversation's latest reply: only then is an error announced as an alert. */
  latest?: boolean;
}

const TONES = {
  info: "border-zinc-200 bg-zinc-50 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300",
  warn: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800/60 dark:bg-amber-950/40 dark:text-amber-200",
  error: "border-red-200 bg-red-50 text-red-800 dark:border-red-800/60 dark:bg-red-950/40 dark:text-red-200",
};

interface ShellProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  action?: ReactNode;
  alert?: boolean;
}

function Shell({ tone, children, action, alert = false }: ShellProps) {
  return (
    <div role={alert ? "alert" : "note"} className={`my-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border px-3 py-2 text-sm ${TONES[tone]}`}>
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  );
}

function ActionButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Button
      onClick={onClick}
      className="rounded-md border border-current/20 bg-white px-2.5 py-1 text-xs font-medium text-zinc-800 shadow-xs hover:bg-zinc-100 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700"
    >
      {label}
    </Button>
  );
}

function ErrorNotice({ notice, onRetry, latest }: { notice: Extract<StopNotice, { kind: "error" }>; onRetry?: () => void; latest: boolean }) {
  const { t, locale } = useI18n();
  const wait = useCountdown(notice.status === 429 ? notice.retryAfterSeconds : undefined);
  return (
    <Shell tone="error" alert={latest} action={<ActionButton label={t("stop.retry")} onClick={onRetry} />}>
      <p className="font-medium">{t(turnErrorKey(notice.errorKind))}</p>
      {notice.message && <p>{notice.message}</p>}
      {wait > 0 && <p className="text-xs opacity-80">{t("stop.retryIn", { when: formatRelativeTime(wait, locale) })}</p>}
    </Shell>
  );
}

export function StopReasonNotice({ node, onContinue, onContinueTools, onRetry, latest = true }: Props) {
  const t = useT();
  const notice = useMemo(() => stopNoticeOf(node), [node]);
  if (!notice) return null;
  switch (notice.kind) {
    case "error":
      return <ErrorNotice notice={notice} onRetry={onRetry} latest={latest} />;
    case "stopped":
      // Stopped on purpose: a finished, shorter reply, not a warning.
      return (
        <p role="note" className="my-1 text-xs text-zinc-500 dark:text-zinc-400">
          {t("stop.stopped")}
        </p>
      );
    case "interrupted":
      return (
        <Shell tone="warn" action={<ActionButton label={t("stop.retry")} onClick={onRetry} />}>
          {t("stop.interrupted")}
        </Shell>
      );
    case "max-tokens":
      return (
        <Shell tone="warn" action={<ActionButton label={t("stop.continue")} onClick={onContinue} />}>
          {t("stop.maxTokens")}
        </Shell>
      );
    case "refusal":
      return <Shell tone="warn">{t("stop.refusal")}</Shell>;
    case "stop-sequence":
      return <Shell tone="info">{t("stop.stopSequence", { sequence: notice.sequence })}</Shell>;
    case "tool-rounds":
      return (
        <Shell tone="warn" action={<ActionButton label={t("tools.continue")} onClick={onContinueTools} />}>
          {t("tools.stoppedAfterRounds", { count: notice.rounds })}
        </Shell>
      );
    case "tools-unfinished":
      return (
        <Shell tone="warn" action={<ActionButton label={t("tools.continue")} onClick={onContinueTools} />}>
          {t("tools.unfinished")}
        </Shell>
      );
  }
}
