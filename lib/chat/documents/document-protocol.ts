// The messages between the page and the documents worker, and the worker's side of them. A worker
// runs one job: it reports progress (and, rendering, each page's image as it is ready), then exactly
// one outcome. Cancelling is ending the worker, so a job needs no id and no cancel message.

import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import type { DocumentIssue, DocumentLimits, DocumentProblem, ExtractOutcome, ExtractProgress } from "./document-types";
import { extractDocument } from "./extract-document";
import type { MakeCanvas } from "./pdf-canvas";
import type { PdfAssets } from "./pdf-library";
import { readBytes } from "./read-bytes";
import { renderPdfPages, type PageImage } from "./render-pdf-pages";

interface JobBase {
  file: Blob;
  name: string;
  password?: string;
  assets?: PdfAssets;
}

export type DocumentJob =
  | (JobBase & { type: "extract"; limits: DocumentLimits })
  | (JobBase & { type: "render"; limits: ImageLimits; pages?: number[] });

export type RenderPagesOutcome = { ok: true; pages: number } | { ok: false; problem: DocumentProblem };

export type DocumentReply =
  | { type: "progress"; progress: ExtractProgress }
  | { type: "page"; image: PageImage; done: number; total: number }
  | { type: "extracted"; outcome: ExtractOutcome }
  | { type: "rendered"; outcome: RenderPagesOutcome };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function render(job: Extract<DocumentJob, { type: "render" }>, post: (reply: DocumentReply) => void, makeCanvas: MakeCanvas | null): Promise<RenderPagesOutcome> {
  const refuse = (issue: DocumentIssue): RenderPagesOutcome => ({ ok: false, problem: { ...issue, name: job.name } });
  if (!makeCanvas) return refuse({ kind: "failed", reason: "this browser cannot draw in a worker (no OffscreenCanvas)" });
  const maxBytes = DEFAULT_DOCUMENT_LIMITS.maxBytes;
  if (job.file.size > maxBytes) return refuse({ kind: "too-large", bytes: job.file.size, limitBytes: maxBytes });
  const outcome = await renderPdfPages(await readBytes(job.file), {
    limits: job.limits,
    makeCanvas,
    password: job.password,
    assets: job.assets,
    pages: job.pages,
    onPage: (image, done, total) => post({ type: "page", image, done, total }),
  });
  return outcome.ok ? outcome : refuse(outcome.issue);
}

/** Runs one job, answering through `post`; the worker calls this for the message it gets. */
export async function answerDocumentJob(job: DocumentJob, post: (reply: DocumentReply) => void, makeCanvas: MakeCanvas | null): Promise<void> {
  const failed = (error: unknown) => ({ ok: false as const, problem: { kind: "failed" as const, reason: messageOf(error), name: job.name } });
  if (job.type === "extract") {
    const input = { file: job.file, name: job.name, password: job.password, limits: job.limits, assets: job.assets };
    const outcome = await extractDocument(input, (progress) => post({ type: "progress", progress })).catch(failed);
    post({ type: "extracted", outcome });
  } else {
    post({ type: "rendered", outcome: await render(job, post, makeCanvas).catch(failed) });
  }
}
