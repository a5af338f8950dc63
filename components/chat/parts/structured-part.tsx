"use client";

// A reply asked for JSON: the group "Structured output". Its body (partial JSON parsing, the form
// renderer, ajv) loads with the first structured reply; until then the text shows as it came.

import { lazy, Suspense } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { StructuredPart as StructuredPartView } from "@/lib/view/parts";

const StructuredOutput = lazy(() => import("@/components/schema/structured-output"));

export function StructuredPart({ part }: { part: StructuredPartView }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t("structured.output")}
      aria-busy={part.streaming}
      className="my-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-xs dark:border-zinc-700 dark:bg-zinc-950"
    >
      <Suspense fallback={<pre className="font-mono text-xs break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{part.text}</pre>}>
        <StructuredOutput part={part} />
      </Suspense>
    </div>
  );
}
