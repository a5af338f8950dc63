// pdf.js, loaded on demand. It usually parses in a worker of its own; here it already runs in one
// (extract.worker.ts), so its worker half is loaded into this same thread: pdf.js uses
// `globalThis.pdfjsWorker`, which that module sets, as an in-thread "fake worker", and fetches no
// second script. The same code runs in Node for the tests. The legacy build: the modern one needs
// the newest engines (it calls Uint8Array#toHex), which Node 24 and Safari before 18.2 lack.

import { loadOnce } from "@/lib/async/load-once";
import { canvasFactoryFor, NoFilters, type MakeCanvas } from "./pdf-canvas";

/**
 * pdf.js's worker half starts serving its own protocol on `self` when it loads inside a worker and
 * says so to the page. Hiding `postMessage` while it loads keeps our worker's channel ours.
 */
async function withoutWorkerScope<T>(load: () => Promise<T>): Promise<T> {
  const scope = globalThis as { WorkerGlobalScope?: unknown; postMessage?: unknown };
  if (typeof scope.WorkerGlobalScope !== "function") return load();
  Object.defineProperty(scope, "postMessage", { value: undefined, configurable: true, writable: true });
  try {
    return await load();
  } finally {
    delete scope.postMessage;
  }
}

export const loadPdfJs = loadOnce(async () => {
  await withoutWorkerScope(() => import("pdfjs-dist/legacy/build/pdf.worker.mjs"));
  return import("pdfjs-dist/legacy/build/pdf.mjs");
});

/** Where pdf.js may fetch its data files from: the `cmaps/`, `standard_fonts/` and `wasm/` folders of pdfjs-dist. */
export interface PdfAssets {
  /** A URL (or in Node a path) ending in `/` under which those three folders are served. */
  base: string;
}

/** The data files pdf.js may ask for, by its names for their base URLs. */
export type PdfDataKind = "cMapUrl" | "standardFontDataUrl" | "wasmUrl";

/**
 * pdf.js's `BinaryDataFactory` where no assets are served: it has nothing to give, and notes what
 * was asked, so that text lost for want of a CMap is not mistaken for a scan.
 */
function unservedData(asked: Set<PdfDataKind>) {
  return class UnservedPdfData {
    async fetch({ kind }: { kind: PdfDataKind }): Promise<Uint8Array> {
      asked.add(kind);
      throw new Error(`no ${kind} is served`);
    }
  };
}

export interface OpenPdfOptions {
  password?: string;
  assets?: PdfAssets;
  /** To render pages: where pdf.js gets its canvases (it finds no `document` in a worker). */
  makeCanvas?: MakeCanvas;
}

/**
 * getDocument's options for `data`. Without `assets`, text in fonts that rely on Adobe's predefined
 * CJK CMaps cannot be read, standard fonts are not drawn, and JBIG2 and JPEG 2000 images (common
 * in scans) do not decode: `asked` then says which of those the document needed.
 */
export function documentOptions(data: Uint8Array, { password, assets, makeCanvas }: OpenPdfOptions, asked: Set<PdfDataKind>) {
  return {
    data,
    password,
    // Errors only: a PDF's many small oddities are not the person's concern.
    verbosity: 0,
    // No FontFace API to lean on in a worker: glyphs are drawn as paths from the font program.
    disableFontFace: true,
    useSystemFonts: false,
    // pdf.js would decide this by looking at `document`, which a worker has none of.
    useWorkerFetch: false,
    ...(assets
      ? { cMapUrl: `${assets.base}cmaps/`, standardFontDataUrl: `${assets.base}standard_fonts/`, wasmUrl: `${assets.base}wasm/` }
      : { BinaryDataFactory: unservedData(asked) }),
    ...(makeCanvas ? { CanvasFactory: canvasFactoryFor(makeCanvas), FilterFactory: NoFilters } : {}),
  };
}
