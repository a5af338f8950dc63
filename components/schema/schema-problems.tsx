"use client";

// What is wrong with a finished structured reply: a list named "Schema errors", one item per
// problem, each schema violation led by ajv's path to the value (a JSON Pointer; "/" is the whole),
// or why the schema could not be checked at all.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { StructuredProblem } from "@/lib/view/structured/check-structured";

export function SchemaProblems({ problems }: { problems: readonly StructuredProblem[] }) {
  const t = useT();
  const id = useId();
  return (
    <div className="mt-2 rounded-md border border-red-200 bg-red-50 px-2.5 py-2 text-xs text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
      <div id={id} className="mb-1 font-semibold">
        {t("structured.errors")}
      </div>
      <ul aria-labelledby={id} className="space-y-0.5">
        {problems.map((problem, index) => (
          <li key={index} className="break-words">
            {problem.kind === "schema" ? (
              <>
                <code className="font-mono font-semibold">{problem.path}</code> {problem.message}
              </>
            ) : problem.kind === "json" ? (
              t("structured.notJson", { message: problem.message })
            ) : problem.kind === "timeout" ? (
              t("structured.timedOut", { seconds: problem.seconds })
            ) : (
              t("structured.badSchema", { message: problem.message })
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
