import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import type { ReadOutcome } from "./document-types";
import { extractPdfText, pageMarker } from "./extract-pdf";
import { readTestData } from "./test-support/test-data-dir";
import { bookPdf, chinesePdf, mixedPdf, PDF_PASSWORD, scanPdf, TEXT_PDF_PAGES } from "./test-support/test-documents";

const limits = DEFAULT_DOCUMENT_LIMITS;
/** pdf.js's data files where Node's pdf.js reads them from disk; the browser would fetch them from a URL. */
const assets = { base: `${path.resolve("node_modules/pdfjs-dist")}/` };

function text(outcome: ReadOutcome): string {
  if (!outcome.ok) throw new Error(`not extracted: ${JSON.stringify(outcome.problem)}`);
  return outcome.text;
}

describe("extractPdfText", () => {
  it("reads every page of a text PDF, each after its marker, in order", async () => {
    const outcome = await extractPdfText(readTestData("three-pages.pdf"), { limits });
    const expected = TEXT_PDF_PAGES.map((lines, index) => pageMarker(index + 1) + lines.join("\n")).join("\n\n");
    expect(text(outcome)).toBe(expected);
    expect(outcome.ok && outcome.pages).toEqual({ count: 3, offsets: [0, expected.indexOf("--- page 2"), expected.indexOf("--- page 3")], withoutText: [] });
  });

  it("keeps PDF string escapes and WinAnsi characters", async () => {
    const outcome = text(await extractPdfText(readTestData("three-pages.pdf"), { limits }));
    expect(outcome).toContain("(parentheses) and a backslash \\.");
    expect(outcome).toContain("Café au lait costs €3 — or so they say.");
  });

  it("reports each page as it is read", async () => {
    const seen: string[] = [];
    await extractPdfText(readTestData("three-pages.pdf"), { limits, onProgress: (page, pages) => seen.push(`${page}/${pages}`) });
    expect(seen).toEqual(["1/3", "2/3", "3/3"]);
  });

  it("says a PDF with no text on any page is a scan, with its page count", async () => {
    expect(await extractPdfText(readTestData("scan.pdf"), { limits })).toEqual({ ok: false, problem: { kind: "no-text-layer", pages: 1 } });
    expect(await extractPdfText(scanPdf(4), { limits })).toEqual({ ok: false, problem: { kind: "no-text-layer", pages: 4 } });
  });

  it("reads the text pages of a partly scanned PDF and lists the pages without text", async () => {
    const outcome = await extractPdfText(mixedPdf([true, false, true, false]), { limits });
    expect(text(outcome)).toBe(`${pageMarker(1)}Page 1 has text.\n\n${pageMarker(2)}\n\n${pageMarker(3)}Page 3 has text.\n\n${pageMarker(4)}`);
    expect(outcome.ok && outcome.pages?.withoutText).toEqual([2, 4]);
  });

  it("asks for the password of an encrypted PDF, refuses a wrong one and reads it with the right one", async () => {
    expect(await extractPdfText(readTestData("encrypted.pdf"), { limits })).toEqual({ ok: false, problem: { kind: "needs-password" } });
    expect(await extractPdfText(readTestData("encrypted.pdf"), { limits, password: "not it" })).toEqual({ ok: false, problem: { kind: "wrong-password" } });
    const opened = await extractPdfText(readTestData("encrypted.pdf"), { limits, password: PDF_PASSWORD });
    expect(text(opened)).toBe(pageMarker(1) + TEXT_PDF_PAGES[0].join("\n"));
  });

  it("gives pdf.js's reason for a file that is not a PDF inside", async () => {
    const outcome = await extractPdfText(new TextEncoder().encode("%PDF-1.7\nthis is not a PDF body"), { limits });
    expect(outcome).toEqual({ ok: false, problem: { kind: "corrupt", reason: "Invalid PDF structure." } });
  });

  it("stops at the first page past the token limit and says how many tokens it had reached", async () => {
    const seen: number[] = [];
    const outcome = await extractPdfText(bookPdf(20), { limits: { ...limits, maxTokens: 2_000 }, onProgress: (page) => seen.push(page) });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problem).toMatchObject({ kind: "too-long", limitTokens: 2_000 });
    expect(outcome.problem.kind === "too-long" && outcome.problem.tokens).toBeGreaterThan(2_000);
    // About 3,000 characters a page: 8,000 characters are passed on the third page, which is not reported read.
    expect(seen).toEqual([1, 2]);
  });

  it("reads Chinese text in a font encoded by a predefined CMap when pdf.js's CMaps are at hand", async () => {
    expect(await extractPdfText(chinesePdf("月光下的港口"), { limits, assets })).toMatchObject({ ok: true, text: `${pageMarker(1)}月光下的港口` });
  });

  it("says the CMaps are missing, rather than calling such a PDF a scan, when they are not at hand", async () => {
    expect(await extractPdfText(chinesePdf("月光下的港口"), { limits })).toEqual({ ok: false, problem: { kind: "needs-cmaps" } });
  });
});
