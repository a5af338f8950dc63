// What the app's own workers answer, as the page sees it. An init script wraps the page's Worker
// constructor and notes each reply by kind; the app's fallbacks run on the page's thread and post
// nothing, so a noted reply proves that worker started and did the work. Test-only: the app ships
// nothing for it.
import type { Page } from "@playwright/test";

export type WorkerReply = "highlight" | "schema-check" | "scale" | "failed";

export interface WorkerLog {
  /** One entry per finished job a worker answered (progress messages are left out). */
  replies: WorkerReply[];
  /** Error events of workers: a script that did not load or threw, or a message it could not read. */
  errors: string[];
}

declare global {
  interface Window {
    __moonlitWorkerLog?: WorkerLog;
  }
}

/** Runs in the page before its own scripts, on every load. Self-contained: it is sent as source. */
function wrapWorkers(): void {
  const log: WorkerLog = { replies: [], errors: [] };
  window.__moonlitWorkerLog = log;
  const kindOf = (data: unknown): WorkerReply | null => {
    if (typeof data !== "object" || data === null) return "failed";
    const reply = data as Record<string, unknown>;
    // A worker saying it has loaded what it needs (the schema checker, the calculator) is no reply.
    if ("ready" in reply) return null;
    // The three wire formats: highlighter.ts, schema-checker.ts and scale-protocol.ts.
    if ("lines" in reply) return reply.lines && reply.error === undefined ? "highlight" : "failed";
    if ("ok" in reply) return reply.ok === true ? "schema-check" : "failed";
    if (reply.type === "progress") return null;
    return reply.type === "result" ? "scale" : "failed";
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener("message", (event) => {
        const kind = kindOf(event.data);
        if (kind) log.replies.push(kind);
      });
      this.addEventListener("error", (event) => log.errors.push(event.message || "a worker failed to start"));
      this.addEventListener("messageerror", () => log.errors.push("a worker's message could not be read"));
    }
  };
}

/** Notes every reply of every worker the page creates, from the next load on. */
export async function recordWorkerReplies(page: Page): Promise<void> {
  await page.addInitScript(wrapWorkers);
}

/** What the workers of the current page answered so far. */
export async function workerLog(page: Page): Promise<WorkerLog> {
  return page.evaluate(() => window.__moonlitWorkerLog ?? { replies: [], errors: ["the worker log is missing"] });
}
