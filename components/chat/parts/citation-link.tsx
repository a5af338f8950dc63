"use client";

// A numbered source mark that links to the page; hovering or focusing it shows the cited passages.
// A source whose URL is not http(s) (javascript:, data:, …) is shown as plain text, not a link.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { FOCUS_RING } from "@/components/ui/button";
import type { Citation } from "@/lib/view/parts";
import { siteOf } from "@/lib/view/web-search";
import { safeUrl } from "@/lib/markdown/safe-url";

export function CitationLink({ citation }: { citation: Citation }) {
  const t = useT();
  const tipId = useId();
  const passages = citation.citedTexts.join("\n\n");
  const href = safeUrl(citation.url);
  if (href === "") {
    return (
      <span className="inline-flex max-w-56 items-center gap-1 rounded-full border border-zinc-200 bg-zinc-50 px-2 py-0.5 text-xs text-zinc-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
        <span className="font-semibold">[{citation.number}]</span>
        <span className="truncate">{citation.title}</span>
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // Named by what it shows (its number and site), then the source's title.
      aria-label={t("reply.citation", { n: citation.number, site: siteOf(citation.url), title: citation.title })}
      aria-describedby={passages ? tipId : undefined}
      className={`group relative inline-flex max-w-56 items-center gap-1 rounded-full border border-zinc-200 bg-zinc-50 px-2 py-0.5 text-xs text-zinc-600 hover:border-indigo-300 hover:text-indigo-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:border-indigo-500 dark:hover:text-indigo-300 ${FOCUS_RING}`}
    >
      <span className="font-semibold">[{citation.number}]</span>
      <span className="truncate">{siteOf(citation.url)}</span>
      {passages && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-0 z-20 mb-1.5 hidden w-72 rounded-md bg-zinc-900 px-2.5 py-2 text-left text-xs whitespace-pre-line text-zinc-50 shadow-lg group-hover:block group-focus-visible:block dark:bg-zinc-100 dark:text-zinc-900"
        >
          <span className="mb-1 block font-semibold">{citation.title}</span>
          {passages}
        </span>
      )}
    </a>
  );
}
