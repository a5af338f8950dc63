// What the app's own workers answer, as the page sees it. An init script wraps the page's Worker
// constructor and notes each reply by kind; the app's fallbacks run on the page's thread and post
// nothing, so a noted reply proves that worker started and did the work. Test-only: the app ships
// nothing for it.
import type { Page } from "@playwright/test";

export type WorkerReply = "highlight" | "schema-check" | "scale" | "calculate" | "failed";

export interface WorkerLog {
  /** One entry per finished job a worker answered (progress and ready messages are left out). */
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
  const field = (value: unknown, key: string): unknown =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  // Every app worker speaks lib/async/worker-protocol.ts, { id, job } in and { type, id } out: which
  // worker it is shows in the jobs it is sent (another library's worker is sent none, and is left out).
  const workerOf = (request: unknown): WorkerReply | null => {
    const job = field(request, "job");
    if (typeof field(request, "id") !== "number" || job === undefined) return null;
    if (field(job, "code") !== undefined) return "highlight";
    if (field(job, "kind") !== undefined) return "schema-check";
    if (field(job, "blob") !== undefined) return "scale";
    return "calculate";
  };
  const kindOf = (worker: WorkerReply, reply: unknown): WorkerReply | null => {
    const type = field(reply, "type");
    if (type === "ready" || type === "progress") return null;
    if (type !== "result") return "failed";
    // A highlight answered with no tokens did not highlight.
    return worker === "highlight" && !field(reply, "result") ? "failed" : worker;
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    private worker: WorkerReply | null = null;

    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener("message", (event) => {
        const kind = this.worker && kindOf(this.worker, event.data);
        if (kind) log.replies.push(kind);
      });
      this.addEventListener("error", (event) => log.errors.push(event.message || "a worker failed to start"));
      this.addEventListener("messageerror", () => log.errors.push("a worker's message could not be read"));
    }

    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      this.worker ??= workerOf(message);
      super.postMessage(message, options as StructuredSerializeOptions);
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
