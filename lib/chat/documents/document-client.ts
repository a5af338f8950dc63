// The documents reader on the page's side. Each job gets a fresh module worker (extract.worker.ts),
// created when a file is read, never with the page, and ended when the job ends: pdf.js and mammoth
// never load on the page, a large PDF's memory goes with its worker, and cancelling (the signal) ends
// the worker mid-page. There is no fallback onto the page: parsing a book there would hold it for
// seconds, so without workers a document is refused with the reason.

import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import type { DocumentJob, DocumentReply, RenderPagesOutcome } from "./document-protocol";
import type { DocumentIssue, DocumentLimits, ExtractOutcome, ExtractProgress } from "./document-types";
import type { PdfAssets } from "./pdf-library";
import type { PageImage } from "./render-pdf-pages";

/** The part of a Worker the reader uses, so tests can hand it a fake. */
export interface DocumentWorkerLike {
  postMessage(job: DocumentJob): void;
  addEventListener(type: "message", listener: (event: MessageEvent<DocumentReply>) => void): void;
  addEventListener(type: "error", listener: (event: Event) => void): void;
  terminate(): void;
}

interface CommonOptions {
  /** The file's name when `file` is a Blob without one. */
  name?: string;
  password?: string;
  signal?: AbortSignal;
  assets?: PdfAssets;
}

export interface ExtractOptions extends CommonOptions {
  onProgress?: (progress: ExtractProgress) => void;
  limits?: DocumentLimits;
}

export interface RenderOptions extends CommonOptions {
  limits: ImageLimits;
  /** 1-based; all pages when absent. */
  pages?: number[];
  onPage: (image: PageImage, done: number, total: number) => void;
}

export interface DocumentReader {
  extract(file: Blob, options?: ExtractOptions): Promise<ExtractOutcome>;
  renderPages(file: Blob, options: RenderOptions): Promise<RenderPagesOutcome>;
}

type Outcome = ExtractOutcome | RenderPagesOutcome;

const nameOf = (file: Blob, options: CommonOptions) => options.name ?? (file instanceof File ? file.name : "document");

export function createDocumentReader(makeWorker: () => DocumentWorkerLike | null): DocumentReader {
  function run<T extends Outcome>(job: DocumentJob, onReply: (reply: DocumentReply) => T | undefined, signal: AbortSignal | undefined): Promise<T> {
    const refuse = (issue: Extract<DocumentIssue, { kind: "cancelled" | "failed" }>) => ({ ok: false, problem: { ...issue, name: job.name } }) as T;
    if (signal?.aborted) return Promise.resolve(refuse({ kind: "cancelled" }));
    let worker: DocumentWorkerLike | null;
    try {
      worker = makeWorker();
    } catch (error) {
      return Promise.resolve(refuse({ kind: "failed", reason: `the document reader could not start: ${error instanceof Error ? error.message : String(error)}` }));
    }
    if (!worker) return Promise.resolve(refuse({ kind: "failed", reason: "this browser cannot run the document reader (no module workers)" }));
    const running = worker;

    return new Promise<T>((resolve) => {
      const finish = (outcome: T) => {
        signal?.removeEventListener("abort", onAbort);
        running.terminate();
        resolve(outcome);
      };
      const onAbort = () => finish(refuse({ kind: "cancelled" }));
      running.addEventListener("message", ({ data }) => {
        const outcome = onReply(data);
        if (outcome) finish(outcome);
      });
      running.addEventListener("error", (event) => {
        // An ErrorEvent when the script threw or ran out of memory; a plain Event when it could not load.
        const message = "message" in event && typeof event.message === "string" && event.message ? event.message : "its script could not run";
        finish(refuse({ kind: "failed", reason: `the document reader stopped: ${message}` }));
      });
      signal?.addEventListener("abort", onAbort, { once: true });
      running.postMessage(job);
    });
  }

  return {
    extract(file, options = {}) {
      const job: DocumentJob = {
        type: "extract",
        file,
        name: nameOf(file, options),
        password: options.password,
        assets: options.assets,
        limits: options.limits ?? DEFAULT_DOCUMENT_LIMITS,
      };
      return run<ExtractOutcome>(
        job,
        (reply) => {
          if (reply.type === "progress") options.onProgress?.(reply.progress);
          return reply.type === "extracted" ? reply.outcome : undefined;
        },
        options.signal,
      );
    },

    renderPages(file, options) {
      const job: DocumentJob = {
        type: "render",
        file,
        name: nameOf(file, options),
        password: options.password,
        assets: options.assets,
        limits: options.limits,
        pages: options.pages,
      };
      return run<RenderPagesOutcome>(
        job,
        (reply) => {
          if (reply.type === "page") options.onPage(reply.image, reply.done, reply.total);
          return reply.type === "rendered" ? reply.outcome : undefined;
        },
        options.signal,
      );
    },
  };
}

function browserWorker(): DocumentWorkerLike | null {
  if (typeof Worker !== "function") return null;
  return new Worker(new URL("./extract.worker.ts", import.meta.url), { type: "module" });
}

/** Reads documents in the documents worker: import this module on demand, when a document is attached. */
export const documentReader: DocumentReader = createDocumentReader(browserWorker);
