// The documents worker's jobs, and the worker's side of them, in the app's worker envelope
// (lib/async/worker-protocol.ts). A job reports progress (and, rendering, each page's image as it is
// ready), then exactly one outcome. Each job has a worker of its own, so cancelling is ending it.

import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import type { DocumentProblem, DocumentLimits, NamedDocumentProblem, ExtractOutcome, ExtractProgress } from "./document-types";
import { extractDocument } from "./extract-document";
import type { MakeCanvas } from "./pdf-canvas";
import type { PdfAssets } from "./pdf-library";
import { readBytes } from "./read-bytes";
import { renderPdfPages, type PageImage } from "./render-pdf-pages";
import { errorMessage } from "@/lib/async/error-message";

interface JobBase {
  file: Blob;
  name: string;
  password?: string;
  assets?: PdfAssets;
}

export type DocumentJob =
  | (JobBase & { type: "extract"; limits: DocumentLimits })
  | (JobBase & { type: "render"; limits: ImageLimits; pages?: number[] });

export type RenderPagesOutcome = { ok: true; pages: number } | { ok: false; problem: NamedDocumentProblem };

export type DocumentOutcome = ExtractOutcome | RenderPagesOutcome;

export type DocumentProgress = { type: "progress"; progress: ExtractProgress } | { type: "page"; image: PageImage; done: number; total: number };

async function render(job: Extract<DocumentJob, { type: "render" }>, report: (progress: DocumentProgress) => void, makeCanvas: MakeCanvas | null): Promise<RenderPagesOutcome> {
  const refuse = (problem: DocumentProblem): RenderPagesOutcome => ({ ok: false, problem: { ...problem, name: job.name } });
  if (!makeCanvas) return refuse({ kind: "failed", reason: "this browser cannot draw in a worker (no OffscreenCanvas)" });
  const maxBytes = DEFAULT_DOCUMENT_LIMITS.maxBytes;
  if (job.file.size > maxBytes) return refuse({ kind: "too-large", bytes: job.file.size, limitBytes: maxBytes });
  const outcome = await renderPdfPages(await readBytes(job.file), {
    limits: job.limits,
    makeCanvas,
    password: job.password,
    assets: job.assets,
    pages: job.pages,
    onPage: (image, done, total) => report({ type: "page", image, done, total }),
  });
  return outcome.ok ? outcome : refuse(outcome.problem);
}

/** Runs one job in the worker; whatever goes wrong is an outcome that names the file, never a throw. */
export async function runDocumentJob(job: DocumentJob, report: (progress: DocumentProgress) => void, makeCanvas: MakeCanvas | null): Promise<DocumentOutcome> {
  const failed = (error: unknown) => ({ ok: false as const, problem: { kind: "failed" as const, reason: errorMessage(error), name: job.name } });
  if (job.type === "render") return render(job, report, makeCanvas).catch(failed);
  const input = { file: job.file, name: job.name, password: job.password, limits: job.limits, assets: job.assets };
  return extractDocument(input, (progress) => report({ type: "progress", progress })).catch(failed);
}
