// The documents reader on the page's side, on the app's worker client in its `fresh` mode: each job
// gets a new module worker (extract.worker.ts), created when a file is read, never with the page, and
// ended when the job ends: pdf.js and mammoth never load on the page, a large PDF's memory goes with
// its worker, and cancelling (the signal) ends the worker mid-page. There is no fallback onto the
// page: parsing a book there would hold it for seconds, so without workers a document is refused
// with the reason. A small plain-text file is the exception: decoding a few hundred kilobytes takes
// milliseconds, while starting a worker took seconds on a busy machine, so it is read on the page
// and ready at once.

import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import { createWorkerClient, WorkerFailure, type WorkerLike } from "@/lib/async/worker-client";
import { detectDocumentKind, SNIFF_BYTES } from "./document-kind";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import { extractDocument } from "./extract-document";
import type { DocumentJob, DocumentOutcome, DocumentProgress, RenderPagesOutcome } from "./document-protocol";
import type { DocumentProblem, DocumentLimits, ExtractOutcome, ExtractProgress } from "./document-types";
import type { PdfAssets } from "./pdf-library";
import type { PageImage } from "./render-pdf-pages";
import { errorMessage } from "@/lib/async/error-message";

export type DocumentWorkerLike = WorkerLike<DocumentJob, DocumentOutcome, DocumentProgress>;

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

/** Plain text up to this size is read on the page (see above). */
export const PAGE_TEXT_MAX_BYTES = 256 * 1024;

/** Whether `file` is small plain text (by its first bytes, name and type), which the page reads itself. */
async function isSmallText(file: Blob, name: string): Promise<boolean> {
  if (file.size > PAGE_TEXT_MAX_BYTES) return false;
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    return detectDocumentKind(name, file.type, head).kind === "text";
  } catch {
    return false;
  }
}

const nameOf = (file: Blob, options: CommonOptions) => options.name ?? (file instanceof File ? file.name : "document");

/** Why a job got no outcome from its worker, as the person reads it. */
function problemOf(failure: WorkerFailure): Extract<DocumentProblem, { kind: "cancelled" | "failed" }> {
  switch (failure.kind) {
    case "stopped":
      return { kind: "cancelled" };
    case "start":
      return {
        kind: "failed",
        reason: failure.reason === undefined ? "this browser cannot run the document reader (no module workers)" : `the document reader could not start: ${failure.reason}`,
      };
    case "crash":
    case "time-limit":
      // An ErrorEvent when the script threw or ran out of memory; a plain Event when it could not load.
      return { kind: "failed", reason: `the document reader stopped: ${failure.reason ?? "its script could not run"}` };
  }
}

export function createDocumentReader(makeWorker: () => DocumentWorkerLike | null): DocumentReader {
  const runJob = createWorkerClient<DocumentJob, DocumentOutcome, DocumentProgress>({ mode: "fresh", spawn: makeWorker });

  async function run<T extends DocumentOutcome>(job: DocumentJob, onProgress: (progress: DocumentProgress) => void, signal: AbortSignal | undefined): Promise<T> {
    try {
      return (await runJob(job, { onProgress, signal })) as T;
    } catch (error) {
      const problem: DocumentProblem = error instanceof WorkerFailure ? problemOf(error) : { kind: "failed", reason: errorMessage(error) };
      return { ok: false, problem: { ...problem, name: job.name } } as T;
    }
  }

  return {
    async extract(file, options = {}) {
      const name = nameOf(file, options);
      const limits = options.limits ?? DEFAULT_DOCUMENT_LIMITS;
      if (options.signal?.aborted) return { ok: false, problem: { name, kind: "cancelled" } };
      if (await isSmallText(file, name)) return extractDocument({ file, name, limits }, options.onProgress);
      const job: DocumentJob = {
        type: "extract",
        file,
        name,
        password: options.password,
        assets: options.assets,
        limits,
      };
      return run<ExtractOutcome>(job, (progress) => progress.type === "progress" && options.onProgress?.(progress.progress), options.signal);
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
      return run<RenderPagesOutcome>(job, (progress) => progress.type === "page" && options.onPage(progress.image, progress.done, progress.total), options.signal);
    },
  };
}

function browserWorker(): DocumentWorkerLike | null {
  if (typeof Worker !== "function") return null;
  return new Worker(new URL("./extract.worker.ts", import.meta.url), { type: "module" });
}

/** Reads documents in the documents worker: import this module on demand, when a document is attached. */
export const documentReader: DocumentReader = createDocumentReader(browserWorker);
