// Syntax highlighting for finished code blocks. In a browser the work runs in a worker, so compiling a
// grammar on its first use never blocks the page (a streaming reply keeps painting); where there is
// no worker (tests, a failed worker) it runs here, with the same result.
import { createWorkerClient } from "@/lib/async/worker-client";
import { highlightJob, type HighlightedLines, type HighlightJob } from "./highlight-core";
import { resolveLanguage } from "./shiki-languages";

export type { HighlightedLines } from "./highlight-core";

const highlightInWorker = createWorkerClient<HighlightJob, HighlightedLines | null>({
  mode: "shared",
  spawn: () => {
    if (typeof window === "undefined" || typeof Worker !== "function") return null;
    return new Worker(new URL("./highlight.worker.ts", import.meta.url), { type: "module" });
  },
  fallback: highlightJob,
  // Said once, so a worker that cannot start (its script not served whole, say) is not mistaken for a slow page.
  onFallback: (reason) => console.warn("Moonlit: the highlighter's worker failed; highlighting on the page instead.", reason),
});

/** Tokens of `code` with both themes' colours, or null for a language we do not highlight. */
export async function highlightCode(code: string, label: string): Promise<HighlightedLines | null> {
  if (!resolveLanguage(label)) return null;
  return highlightInWorker({ code, label });
}
