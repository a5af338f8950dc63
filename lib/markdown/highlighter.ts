// Syntax highlighting for finished code blocks. In a browser the work runs in a worker, so compiling a
// grammar on its first use never blocks the page (a streaming reply keeps painting); where there is
// no worker (tests, a failed worker) it runs here, with the same result.
import { highlightInThread, type HighlightedLines } from "./highlight-core";
import { resolveLanguage } from "./shiki-languages";

export type { HighlightedLines, HighlightToken } from "./highlight-core";

export interface HighlightRequest {
  id: number;
  code: string;
  label: string;
}

export interface HighlightReply {
  id: number;
  lines: HighlightedLines | null;
  error?: string;
}

interface Pending {
  code: string;
  label: string;
  resolve(lines: HighlightedLines | null): void;
  reject(error: Error): void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Runs every request still waiting for the worker here instead, and stops using the worker. */
function abandonWorker(event: ErrorEvent): void {
  // Said once, so a worker that cannot start (its script not served whole, say) is not mistaken for a slow page.
  console.warn("Moonlit: the highlighter's worker failed; highlighting on the page instead.", event.message);
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const request of waiting) highlightInThread(request.code, request.label).then(request.resolve, request.reject);
}

function highlightWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof window === "undefined" || typeof Worker !== "function") return null;
  try {
    worker = new Worker(new URL("./highlight.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
  worker.addEventListener("message", (event: MessageEvent<HighlightReply>) => {
    const { id, lines, error } = event.data;
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    if (error === undefined) request.resolve(lines);
    else request.reject(new Error(error));
  });
  worker.addEventListener("error", abandonWorker);
  return worker;
}

/** Tokens of `code` with both themes' colours, or null for a language we do not highlight. */
export async function highlightCode(code: string, label: string): Promise<HighlightedLines | null> {
  if (!resolveLanguage(label)) return null;
  const target = highlightWorker();
  if (!target) return highlightInThread(code, label);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { code, label, resolve, reject });
    target.postMessage({ id, code, label } satisfies HighlightRequest);
  });
}
