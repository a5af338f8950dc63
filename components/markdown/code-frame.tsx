import type { ReactNode } from "react";
import { CopyButton } from "@/components/markdown/copy-button";
import { FOCUS_RING } from "@/components/ui/button";

/**
 * The chrome around a code block: language label, copy button, scrollable pre. The pre takes focus,
 * so a line wider than the reply can be scrolled from the keyboard too.
 */
export function CodeFrame({ language, code, children }: { language: string; code: string | (() => string); children: ReactNode }) {
  return (
    <div className="my-3 overflow-hidden rounded-lg border border-zinc-200 bg-white dark:border-zinc-700 dark:bg-zinc-900">
      <div className="flex items-center justify-between border-b border-zinc-200 px-3 py-1 dark:border-zinc-700">
        <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{language || "text"}</span>
        <CopyButton text={code} />
      </div>
      <pre tabIndex={0} className={`overflow-x-auto p-3 text-sm leading-relaxed ${FOCUS_RING} focus-visible:-outline-offset-2`}>
        <code className="font-mono text-zinc-800 [&_span]:text-(--shiki-light) dark:text-zinc-100 dark:[&_span]:text-(--shiki-dark)">
          {children}
        </code>
      </pre>
    </div>
  );
}
