// The documents bench's page (bundled by esbuild in documents-site.ts, never part of the app): a file
// input, a progress bar and the app's own document reader. Picking a file reads it in the real
// documents worker; the outcome, the progress updates and the longest gap between animation frames
// go to window.__benchDocuments for the bench to collect. What the page keeps of a document is a
// summary: the text stays here, not in the bench's memory.
import { documentReader } from "@/lib/chat/documents/document-client";

export interface DocumentsRun {
  mode: "extract" | "render";
  startedAt: number;
  endedAt: number;
  /** Progress callbacks (pages while extracting, images while rendering). */
  updates: number;
  /** The longest time between two animation frames while the job ran, ms. */
  longestFrameGapMs: number;
  ok: boolean;
  /** extract: characters, tokens, pages; render: pages and bytes of images. */
  chars: number;
  tokens: number;
  pages: number;
  imageBytes: number;
  problem: string | null;
  /** Messages from workers that were not the reader's (pdf.js's own protocol leaking out, say). */
  foreignMessages: number;
  /** pdf.js's worker half was evaluated on the page. */
  pdfjsOnPage: boolean;
}

declare global {
  interface Window {
    __benchDocuments?: DocumentsRun;
    pdfjsWorker?: unknown;
  }
}

// The app's worker envelope (lib/async/worker-protocol.ts); pdf.js's own messages carry no `type`.
const READER_REPLIES = new Set(["ready", "progress", "result", "error"]);
let foreignMessages = 0;
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    this.addEventListener("message", (event: MessageEvent) => {
      const type = typeof event.data === "object" && event.data !== null ? (event.data as { type?: unknown }).type : undefined;
      if (typeof type !== "string" || !READER_REPLIES.has(type)) foreignMessages++;
    });
  }
};

const input = document.querySelector<HTMLInputElement>("#file")!;
const bar = document.querySelector<HTMLProgressElement>("#progress")!;
const label = document.querySelector<HTMLOutputElement>("#label")!;

/** Watches frames until stopped: the longest gap is how long the page could not paint. */
function frameWatch(): () => number {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = (now: number) => {
    longest = Math.max(longest, now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return () => {
    running = false;
    return longest;
  };
}

input.addEventListener("change", async () => {
  const file = input.files?.[0];
  if (!file) return;
  const mode = input.dataset.mode === "render" ? "render" : "extract";
  const stop = frameWatch();
  const startedAt = Date.now();
  let updates = 0;
  const run = { chars: 0, tokens: 0, pages: 0, imageBytes: 0, ok: false, problem: null as string | null };
  if (mode === "extract") {
    const outcome = await documentReader.extract(file, {
      onProgress: (progress) => {
        updates++;
        bar.value = progress.fraction;
        label.value = progress.pages ? `Page ${progress.page} of ${progress.pages}` : `${Math.round(progress.fraction * 100)}%`;
      },
    });
    if (outcome.ok) Object.assign(run, { ok: true, chars: outcome.document.text.length, tokens: outcome.document.tokens, pages: outcome.document.pages?.count ?? 0 });
    else run.problem = JSON.stringify(outcome.problem);
  } else {
    const outcome = await documentReader.renderPages(file, {
      limits: { maxSide: 2048, maxBytes: 5 * 1024 * 1024 },
      onPage: (image, done, total) => {
        updates++;
        run.imageBytes += image.blob.size;
        bar.value = done / total;
        label.value = `Page ${done} of ${total}`;
      },
    });
    if (outcome.ok) Object.assign(run, { ok: true, pages: outcome.pages });
    else run.problem = JSON.stringify(outcome.problem);
  }
  const endedAt = Date.now();
  window.__benchDocuments = {
    mode,
    startedAt,
    endedAt,
    updates,
    longestFrameGapMs: stop(),
    ...run,
    foreignMessages,
    pdfjsOnPage: window.pdfjsWorker !== undefined,
  };
});
