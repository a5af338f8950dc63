// The documents worker: pdf.js, mammoth and the text decoders run here, never on the page, and the
// page ends this worker to cancel (document-client.ts). One job per worker.
import { serveRequests } from "@/lib/async/worker-protocol";
import { runDocumentJob, type DocumentJob, type DocumentOutcome, type DocumentProgress } from "./document-protocol";
import type { MakeCanvas, PageCanvas } from "./pdf-canvas";

const makeCanvas: MakeCanvas | null = typeof OffscreenCanvas === "function" ? (width, height) => new OffscreenCanvas(width, height) as unknown as PageCanvas : null;

serveRequests<DocumentJob, DocumentOutcome, DocumentProgress>((job, report) => runDocumentJob(job, report, makeCanvas));
