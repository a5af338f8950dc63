"use client";

// A server web search: the query, then a link per result (title, site, age), or what went wrong.
// A result whose URL is not http(s) (javascript:, data:, …) is listed as plain text, not a link.

import { useState } from "react";
import { useI18n, useT } from "@/components/i18n/i18n-provider";
import { FOCUS_RING } from "@/components/ui/button";
import { readableDate } from "@/lib/format/date";
import type { WebSearchPart, WebSearchResultView } from "@/lib/view/parts";
import { AlertIcon, SearchIcon, Spinner } from "./icons";
import { safeUrl } from "@/lib/markdown/safe-url";

/** A page's age as upstream wrote it ("March 2, 2031"): how long ago in the reader's language, the date on hover. */
function PageAge({ age }: { age: string }) {
  const { locale } = useI18n();
  const [now] = useState(Date.now);
  const date = readableDate(age, now, locale);
  return (
    <span title={date?.absolute} className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
      · {date ? (date.past ? date.relative : date.absolute) : age}
    </span>
  );
}

function SourceLink({ result }: { result: WebSearchResultView }) {
  const href = safeUrl(result.url);
  const inner = (
    <>
      <span className="min-w-0 truncate text-indigo-700 dark:text-indigo-300">{result.title}</span>
      <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{result.site}</span>
      {result.age && <PageAge age={result.age} />}
    </>
  );
  if (href === "") return <span className="flex items-baseline gap-2 px-1 py-0.5">{inner}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`flex items-baseline gap-2 rounded px-1 py-0.5 hover:bg-zinc-100 dark:hover:bg-zinc-800 ${FOCUS_RING}`}
    >
      {inner}
    </a>
  );
}

function StatusLine({ part }: { part: WebSearchPart }) {
  const t = useT();
  const muted = "mt-1.5 text-xs text-zinc-500 dark:text-zinc-400";
  if (part.status === "searching") {
    return (
      <p role="status" className={`${muted} inline-flex items-center gap-1`}>
        <Spinner />
        {t("webSearch.searching")}
      </p>
    );
  }
  if (part.status === "error") {
    return (
      <p className="mt-1.5 inline-flex items-center gap-1 text-xs text-red-600 dark:text-red-400">
        <AlertIcon />
        {part.error ? t("webSearch.error", { code: part.error }) : t("webSearch.unfinished")}
      </p>
    );
  }
  if (!part.resultsVisible) return <p className={muted}>{t("webSearch.resultsHidden")}</p>;
  return part.results.length === 0 ? <p className={muted}>{t("webSearch.noResults")}</p> : null;
}

export function WebSearchCard({ part }: { part: WebSearchPart }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t("webSearch.title")}
      aria-busy={part.status === "searching"}
      className="my-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-xs dark:border-zinc-700 dark:bg-zinc-950"
    >
      <div className="flex items-center gap-2 text-zinc-700 dark:text-zinc-200">
        <SearchIcon />
        <span className="text-xs font-semibold">{t("webSearch.title")}</span>
        {part.query && <q className="min-w-0 truncate text-xs text-zinc-600 dark:text-zinc-300">{part.query}</q>}
      </div>
      <StatusLine part={part} />
      {part.results.length > 0 && (
        <ul className="mt-1.5 space-y-0.5">
          {part.results.map((result, index) => (
            <li key={`${index}:${result.url}`}>
              <SourceLink result={result} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
