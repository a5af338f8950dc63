"use client";

// A thinking block: open while it streams (with a live timer), collapsed once done; the reader can
// toggle it either way. The button's name always starts with the "Thinking" label.

import { useId } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { fill, type Labels } from "@/lib/i18n/labels";
import type { ThinkingPart } from "@/lib/protocol/view/parts";
import { formatDuration } from "@/lib/format/duration";
import { formatCount } from "@/lib/format/number";
import { useDisclosure } from "@/components/chat/blocks/disclosure-store";
import { ChevronIcon, SparkIcon } from "./icons";
import { useCodeLabels, useLabels } from "./labels-context";
import { useElapsed } from "./use-elapsed";

function summary(labels: Labels, durationMs: number | undefined, tokens: number | undefined): string {
  const units = { seconds: labels.durationSeconds, minutes: labels.durationMinutes };
  const pieces: string[] = [];
  if (durationMs !== undefined && durationMs > 0) pieces.push(fill(labels.thoughtFor, { duration: formatDuration(durationMs, units) }));
  if (tokens !== undefined) pieces.push(fill(labels.thinkingTokens, { count: formatCount(tokens, labels.locale) }));
  return pieces.join(" · ");
}

export function ThinkingBlock({ part }: { part: ThinkingPart }) {
  const labels = useLabels();
  const codeLabels = useCodeLabels();
  const contentId = useId();
  // Kept outside the component: the thread unmounts rows scrolled out of view.
  const [toggled, setToggled] = useDisclosure(`thinking:${part.key}`);
  const elapsed = useElapsed(part.streaming);
  const open = toggled ?? part.streaming;
  const units = { seconds: labels.durationSeconds, minutes: labels.durationMinutes };
  const done = summary(labels, part.durationMs ?? (elapsed > 0 ? elapsed : undefined), part.tokens);

  return (
    <div className="my-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setToggled(!open)}
        className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-xs font-medium text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
      >
        <SparkIcon />
        {part.streaming ? (
          <span className="animate-pulse">{fill(labels.thinkingLive, { duration: formatDuration(elapsed, units) })}</span>
        ) : done ? (
          <>
            <span className="sr-only">{labels.thinkingPrefix}</span>
            <span>{done}</span>
          </>
        ) : (
          <span>{labels.thinking}</span>
        )}
        <ChevronIcon open={open} />
      </button>
      <div
        id={contentId}
        hidden={!open}
        className="mt-1 ml-2.5 border-l-2 border-zinc-200 pl-3 text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400"
      >
        {open && <Markdown text={part.text} streaming={part.streaming} labels={codeLabels} />}
      </div>
    </div>
  );
}
