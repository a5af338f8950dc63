// Text with a search's matching words marked (`<mark>`), as the search index found them.

import { Fragment } from "react";
import type { Highlighted } from "@/lib/db/search";

export function HighlightedText({ text, marks }: Highlighted) {
  const pieces = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) pieces.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    pieces.push(
      <mark key={`m${start}`} className="rounded-sm bg-amber-200/70 text-zinc-900 dark:bg-amber-400/30 dark:text-zinc-100">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) pieces.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{pieces}</>;
}
