// The documents worker: pdf.js, mammoth and the text decoders run here, never on the page, and the
// page ends this worker to cancel (document-client.ts). One job per worker.
import { answerDocumentJob, type DocumentJob, type DocumentReply } from "./document-protocol";
import type { MakeCanvas, PageCanvas } from "./pdf-canvas";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<DocumentJob>) => void): void;
  postMessage(message: DocumentReply): void;
};

// Bound once: pdf.js hides the scope's postMessage for a moment while it loads (pdf-library.ts).
const post = scope.postMessage.bind(scope);
const makeCanvas: MakeCanvas | null = typeof OffscreenCanvas === "function" ? (width, height) => new OffscreenCanvas(width, height) as unknown as PageCanvas : null;

scope.addEventListener("message", (event) => void answerDocumentJob(event.data, post, makeCanvas));
