// Opening a PDF with pdf.js, and what its failures mean to a person: a password to ask for, a wrong
// one, or a file that does not parse (with pdf.js's own reason, which names what is broken).

import type { DocumentProblem } from "./document-types";
import { documentOptions, loadPdfJs, type OpenPdfOptions, type PdfDataKind } from "./pdf-library";
import { errorMessage } from "@/lib/async/error-message";

type PdfJs = Awaited<ReturnType<typeof loadPdfJs>>;
export type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

/** `asked`: the data files pdf.js wanted and did not get (none are served without `assets`); it fills as pages are read. */
export type OpenedPdf = { ok: true; pdf: PdfDocument; asked: ReadonlySet<PdfDataKind> } | { ok: false; problem: DocumentProblem };

/** pdf.js's PasswordResponses: NEED_PASSWORD, INCORRECT_PASSWORD. */
const NEED_PASSWORD = 1;

/** A pdf.js failure as a problem. Its exceptions cross its (in-thread) worker as plain objects with a name. */
export function pdfProblem(error: unknown): DocumentProblem {
  const { name, code } = (typeof error === "object" && error !== null ? error : {}) as { name?: unknown; code?: unknown };
  if (name === "PasswordException") return { kind: code === NEED_PASSWORD ? "needs-password" : "wrong-password" };
  return { kind: "corrupt", reason: errorMessage(error) };
}

/** `data` is handed to pdf.js, which may detach it: do not read it afterwards. */
export async function openPdf(data: Uint8Array, options: OpenPdfOptions = {}): Promise<OpenedPdf> {
  const pdfjs = await loadPdfJs();
  const asked = new Set<PdfDataKind>();
  const task = pdfjs.getDocument(documentOptions(data, options, asked));
  try {
    return { ok: true, pdf: await task.promise, asked };
  } catch (error) {
    await task.destroy();
    return { ok: false, problem: pdfProblem(error) };
  }
}
