// A PDF's text, page by page, with pdf.js. Each page's text follows a line `--- page N ---`: a model
// reads that marker as plainly as a person does and can say which page it quotes (a form feed would
// be invisible to both). Lines end where pdf.js marks an end of line. A page with no text items is
// noted: all of them means a scan, which has nothing to read as text.

import type { DocumentLimits, PdfPages, ReadOutcome } from "./document-types";
import { estimateTokens, maxChars } from "./document-limits";
import { openPdf, pdfProblem } from "./open-pdf";
import type { OpenPdfOptions } from "./pdf-library";

export interface PdfTextOptions extends OpenPdfOptions {
  /** Reading stops once the text is past `limits.maxTokens`. */
  limits: DocumentLimits;
  onProgress?: (page: number, pages: number) => void;
}

export function pageMarker(page: number): string {
  return `--- page ${page} ---\n`;
}

/** Between one page's text and the next page's marker. */
const PAGE_GAP = "\n\n";

function pageText(items: readonly object[]): string {
  let text = "";
  for (const item of items) {
    // Marked-content items carry no `str`.
    if (!("str" in item) || typeof item.str !== "string") continue;
    text += item.str;
    if ("hasEOL" in item && item.hasEOL === true) text += "\n";
  }
  return text.trimEnd();
}

export async function extractPdfText(data: Uint8Array, options: PdfTextOptions): Promise<ReadOutcome> {
  const opened = await openPdf(data, options);
  if (!opened.ok) return opened;
  const { pdf, asked } = opened;
  try {
    const count = pdf.numPages;
    const pages: PdfPages = { count, offsets: [], withoutText: [] };
    const most = maxChars(options.limits);
    let text = "";
    for (let number = 1; number <= count; number++) {
      const page = await pdf.getPage(number);
      const content = pageText((await page.getTextContent()).items);
      page.cleanup();
      if (content.trim() === "") pages.withoutText.push(number);
      if (number > 1) text += PAGE_GAP;
      pages.offsets.push(text.length);
      text += pageMarker(number) + content;
      if (text.length > most) {
        return { ok: false, problem: { kind: "too-long", tokens: estimateTokens(text.length), limitTokens: options.limits.maxTokens } };
      }
      options.onProgress?.(number, count);
    }
    // Text in such a font came out empty: saying "scan" would be wrong, and its pages drawn as images would lack it too.
    if (asked.has("cMapUrl")) return { ok: false, problem: { kind: "needs-cmaps" } };
    if (pages.withoutText.length === count) return { ok: false, problem: { kind: "no-text-layer", pages: count } };
    return { ok: true, text, pages };
  } catch (error) {
    return { ok: false, problem: pdfProblem(error) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
