"use client";

// Reply text as markdown. Each cited passage ends with `[n]` marks that link to their source and show
// the cited text on hover; the numbered sources follow as a list with the full cited passages.

import { Markdown } from "@/components/markdown/markdown";
import type { TextPart as TextPartView } from "@/lib/protocol/view/parts";
import { CitationLink } from "./citation-link";
import { useCodeLabels, useLabels } from "./labels-context";

export function TextPart({ part }: { part: TextPartView }) {
  const labels = useLabels();
  const codeLabels = useCodeLabels();
  return (
    <div className="my-1">
      <Markdown text={part.text} streaming={part.streaming} labels={codeLabels} />
      {part.citations.length > 0 && (
        <ol aria-label={labels.sources} className="mt-2 flex flex-wrap gap-1.5">
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
