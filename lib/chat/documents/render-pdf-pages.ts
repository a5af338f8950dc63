// A PDF's pages as images, for a scan (no text layer) sent to a model that reads images. Each page is
// drawn by pdf.js at up to 200 dpi and at most the image limit's longest side, and encoded as JPEG
// (a scanned page is a photograph of paper); past the size limit it is encoded again as the image
// scaler would (scale-plan.ts: lower quality, then smaller), redrawn at each new size. Pages are
// handed over one at a time, so a long scan never sits in memory whole.

import { nextStep, type EncodeStep, type ImageLimits } from "@/lib/chat/attachments/scale-plan";
import type { DocumentProblem } from "./document-types";
import { openPdf, pdfProblem, type PdfDocument } from "./open-pdf";
import type { MakeCanvas, PageCanvas } from "./pdf-canvas";
import type { PdfAssets } from "./pdf-library";

export interface PageImage {
  /** 1-based. */
  page: number;
  blob: Blob;
  width: number;
  height: number;
}

export interface RenderOptions {
  limits: ImageLimits;
  makeCanvas: MakeCanvas;
  password?: string;
  assets?: PdfAssets;
  /** 1-based page numbers, in the order wanted; all pages when absent. */
  pages?: readonly number[];
  /** Each page as it is ready: `done` of `total` pages. */
  onPage: (image: PageImage, done: number, total: number) => void;
}

export type RenderOutcome = { ok: true; pages: number } | { ok: false; problem: DocumentProblem };

/** Beyond this a page image only grows, not sharpens: scans are seldom finer. */
const MAX_DPI = 200;
const POINTS_PER_INCH = 72;
const FIRST_QUALITY = 0.85;

type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

async function draw(page: PdfPage, width: number, height: number, makeCanvas: MakeCanvas): Promise<PageCanvas> {
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  const canvas = makeCanvas(width, height);
  // pdf.js takes its context from the canvas factory (pdf-canvas.ts); its types know only DOM canvases.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return canvas;
}

/** The first size for a page: its longest side within the limit and at most MAX_DPI. */
export function firstPageStep(widthPt: number, heightPt: number, limits: ImageLimits): EncodeStep {
  const scale = Math.min(limits.maxSide / Math.max(widthPt, heightPt), MAX_DPI / POINTS_PER_INCH);
  return { width: Math.max(1, Math.round(widthPt * scale)), height: Math.max(1, Math.round(heightPt * scale)), type: "image/jpeg", quality: FIRST_QUALITY };
}

/** The page's image, or null when no encoding worth sending fits the limit. */
async function pageImage(page: PdfPage, options: RenderOptions): Promise<PageImage | null> {
  const natural = page.getViewport({ scale: 1 });
  let step: EncodeStep | null = firstPageStep(natural.width, natural.height, options.limits);
  let canvas: PageCanvas | null = null;
  while (step) {
    if (!canvas || canvas.width !== step.width || canvas.height !== step.height) {
      if (canvas) canvas.width = canvas.height = 0;
      canvas = await draw(page, step.width, step.height, options.makeCanvas);
    }
    const blob = await canvas.convertToBlob({ type: step.type, quality: step.quality });
    if (blob.size <= options.limits.maxBytes && blob.type === step.type) {
      return { page: page.pageNumber, blob, width: step.width, height: step.height };
    }
    step = nextStep(step, { bytes: blob.size, type: blob.type });
  }
  return null;
}

export async function renderPdfPages(data: Uint8Array, options: RenderOptions): Promise<RenderOutcome> {
  const opened = await openPdf(data, options);
  if (!opened.ok) return opened;
  const { pdf, asked } = opened;
  try {
    const wanted = options.pages ?? Array.from({ length: pdf.numPages }, (_, index) => index + 1);
    const outside = wanted.find((number) => !Number.isInteger(number) || number < 1 || number > pdf.numPages);
    if (outside !== undefined) return { ok: false, problem: { kind: "failed", reason: `page ${outside} was asked for; the PDF has ${pdf.numPages}` } };
    for (const [index, number] of wanted.entries()) {
      const page = await pdf.getPage(number);
      const image = await pageImage(page, options);
      page.cleanup();
      if (!image) return { ok: false, problem: { kind: "page-too-large", page: number, limitBytes: options.limits.maxBytes } };
      // A JBIG2 or JPEG 2000 image was left out of the page: sending it blank would mislead.
      if (asked.has("wasmUrl")) return { ok: false, problem: { kind: "needs-image-decoders" } };
      options.onPage(image, index + 1, wanted.length);
    }
    return { ok: true, pages: wanted.length };
  } catch (error) {
    return { ok: false, problem: pdfProblem(error) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
