// pdf.js ships no types for its worker half; the documents' loader only imports it for its effect.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
