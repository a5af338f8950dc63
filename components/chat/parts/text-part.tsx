"use client";

// Reply text as markdown. Each cited passage ends with `[n]` marks that link to their source and show
// the cited text on hover; the numbered sources follow as a list with the full cited passages.

import { useT } from "@/components/i18n/i18n-provider";
import { Markdown } from "@/components/markdown/markdown";
import type { TextPart as TextPartView } from "@/lib/view/parts";
import { CitationLink } from "./citation-link";

export function TextPart({ part }: { part: TextPartView }) {
  const t = useT();
  return (
    <div className="my-1">
      <Markdown text={part.text} pieces={part.pieces} streaming={part.streaming} cut={part.cut} />
      {part.citations.length > 0 && (
        <ol aria-label={t("reply.sources")} className="mt-2 flex flex-wrap gap-1.5">
          {part.citations.map((citation) => (
            <li key={citation.url}>
              <CitationLink citation={citation} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
