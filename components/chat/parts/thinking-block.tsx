"use client";

// A thinking block: open while it streams (with a live timer), collapsed once done; the reader can
// toggle it either way. The button's name always starts with the "Thinking" label.

import { useId } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Markdown } from "@/components/markdown/markdown";
import type { Locale } from "@/lib/i18n/locale";
import type { Translate } from "@/lib/i18n/translate";
import type { ThinkingPart } from "@/lib/view/parts";
import { formatDuration } from "@/lib/format/duration";
import { useDisclosure } from "@/components/chat/state/disclosure-store";
import { Button } from "@/components/ui/button";
import { ChevronIcon, SparkIcon } from "./icons";
import { useElapsed } from "../hooks/use-elapsed";

function summary(t: Translate, locale: Locale, durationMs: number | undefined, tokens: number | undefined): string {
  const pieces: string[] = [];
  if (durationMs !== undefined && durationMs > 0) pieces.push(t("reply.thoughtFor", { duration: formatDuration(durationMs, locale) }));
  if (tokens !== undefined) pieces.push(t("reply.thinkingTokens", { count: tokens }));
  return pieces.join(" · ");
}

export function ThinkingBlock({ part }: { part: ThinkingPart }) {
  const { t, locale } = useI18n();
  const contentId = useId();
  // Kept outside the component: the thread unmounts rows scrolled out of view.
  const [toggled, setToggled] = useDisclosure(`thinking:${part.key}`);
  const elapsed = useElapsed(part.streaming);
  const open = toggled ?? part.streaming;
  const done = summary(t, locale, part.durationMs ?? (elapsed > 0 ? elapsed : undefined), part.tokens);

  return (
    <div className="my-2">
      <Button
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setToggled(!open)}
        variant="ghost"
        className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-xs font-medium text-zinc-500 hover:text-zinc-700 dark:text-zinc-400 dark:hover:text-zinc-200"
      >
        <SparkIcon />
        {part.streaming ? (
          <span className="animate-pulse">{t("reply.thinkingLive", { duration: formatDuration(elapsed, locale) })}</span>
        ) : done ? (
          <>
            <span className="sr-only">{t("reply.thinkingPrefix")}</span>
            <span>{done}</span>
          </>
        ) : (
          <span>{t("reply.thinking")}</span>
        )}
        <ChevronIcon open={open} />
      </Button>
      <div
        id={contentId}
        hidden={!open}
        className="mt-1 ml-2.5 border-l-2 border-zinc-200 pl-3 text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400"
      >
        {open && <Markdown text={part.text} streaming={part.streaming} />}
      </div>
    </div>
  );
}
