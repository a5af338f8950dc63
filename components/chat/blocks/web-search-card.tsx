"use client";

// A server web search: the query, then a link per result (title, site, age), or what went wrong.
// A result whose URL is not http(s) (javascript:, data:, …) is listed as plain text, not a link.

import { fill } from "@/lib/i18n/labels";
import type { WebSearchPart, WebSearchResultView } from "@/lib/protocol/view/parts";
import { AlertIcon, SearchIcon, Spinner } from "./icons";
import { safeUrl } from "@/lib/markdown/safe-url";
import { useLabels } from "./labels-context";

function SourceLink({ result }: { result: WebSearchResultView }) {
  const href = safeUrl(result.url);
  const inner = (
    <>
      <span className="min-w-0 truncate text-indigo-700 dark:text-indigo-300">{result.title}</span>
      <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{result.site}</span>
      {result.age && <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">· {result.age}</span>}
    </>
  );
  if (href === "") return <span className="flex items-baseline gap-2 px-1 py-0.5">{inner}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-baseline gap-2 rounded px-1 py-0.5 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800"
    >
      {inner}
    </a>
  );
}

function StatusLine({ part }: { part: WebSearchPart }) {
  const labels = useLabels();
  const muted = "mt-1.5 text-xs text-zinc-500 dark:text-zinc-400";
  if (part.status === "searching") {
    return (
      <p role="status" className={`${muted} inline-flex items-center gap-1`}>
        <Spinner />
        {labels.webSearching}
      </p>
    );
  }
  if (part.status === "error") {
    return (
      <p className="mt-1.5 inline-flex items-center gap-1 text-xs text-red-600 dark:text-red-400">
        <AlertIcon />
        {part.error ? fill(labels.webSearchError, { code: part.error }) : labels.webSearchUnfinished}
      </p>
    );
  }
  if (!part.resultsVisible) return <p className={muted}>{labels.webSearchResultsHidden}</p>;
  return part.results.length === 0 ? <p className={muted}>{labels.webSearchNoResults}</p> : null;
}

export function WebSearchCard({ part }: { part: WebSearchPart }) {
  const labels = useLabels();
  return (
    <div
      role="group"
      aria-label={labels.webSearch}
      aria-busy={part.status === "searching"}
      className="my-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-xs dark:border-zinc-700 dark:bg-zinc-950"
    >
      <div className="flex items-center gap-2 text-zinc-700 dark:text-zinc-200">
        <SearchIcon />
        <span className="text-xs font-semibold">{labels.webSearch}</span>
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
