import { describe, expect, it } from "vitest";
import { contextSize } from "@/lib/view/context-size";
import { userNode } from "@/lib/view/test-support/nodes";
import { DEFAULT_DOCUMENT_LIMITS } from "./document-limits";
import type { ExtractOutcome, ExtractProgress } from "./document-types";
import { extractDocument } from "./extract-document";
import { testFile } from "./test-support/test-data-dir";
import { DOCX_PARAGRAPHS, LATIN1_TEXT, PDF_PASSWORD, UTF16_TEXT } from "./test-support/test-documents";

function document(outcome: ExtractOutcome) {
  if (!outcome.ok) throw new Error(`not extracted: ${JSON.stringify(outcome.problem)}`);
  return outcome.document;
}

const extract = (file: File, extra: Partial<Parameters<typeof extractDocument>[0]> = {}) => extractDocument({ file, name: file.name, ...extra });

describe("extractDocument", () => {
  it("reads a text PDF with its pages, and estimates its tokens as the context meter does", async () => {
    const pdf = document(await extract(testFile("three-pages.pdf", "application/pdf")));
    expect(pdf).toMatchObject({ name: "three-pages.pdf", kind: "pdf", language: null, encoding: null, pages: { count: 3, withoutText: [] } });
    expect(pdf.text).toMatch(/^--- page 1 ---\nMoonlit test document/);
    expect(pdf.tokens).toBe(contextSize([userNode(pdf.text)])?.tokens);
  });

  it("reads a PDF saved with a .txt name as a PDF", async () => {
    const pdf = document(await extract(testFile("pdf-saved-as.txt", "text/plain")));
    expect(pdf).toMatchObject({ name: "pdf-saved-as.txt", kind: "pdf", pages: { count: 3 } });
  });

  it("reads a Word document", async () => {
    expect(document(await extract(testFile("letter.docx", "")))).toEqual({
      name: "letter.docx",
      kind: "docx",
      language: null,
      text: DOCX_PARAGRAPHS.join("\n\n"),
      tokens: Math.ceil(DOCX_PARAGRAPHS.join("\n\n").length / 4),
      pages: null,
      encoding: null,
    });
  });

  it("reads Latin-1 and UTF-16 text files, saying which encoding they were in", async () => {
    expect(document(await extract(testFile("latin-1.txt", "text/plain")))).toMatchObject({ kind: "text", language: "text", text: LATIN1_TEXT, encoding: "windows-1252" });
    expect(document(await extract(testFile("utf-16le.txt", "text/plain")))).toMatchObject({ text: UTF16_TEXT, encoding: "utf-16le" });
  });

  it("keeps a source file as it is, with its language", async () => {
    const source = "export const moon = () => \"light\";\n";
    const file = new File([source], "moon.ts", { type: "video/mp2t" });
    expect(document(await extract(file))).toMatchObject({ kind: "text", language: "typescript", text: source, encoding: "utf-8", tokens: 9 });
  });

  it("names the file in every problem: a password, a scan, a corrupt PDF, binary data, an unsupported kind", async () => {
    expect(await extract(testFile("encrypted.pdf"))).toEqual({ ok: false, problem: { name: "encrypted.pdf", kind: "needs-password" } });
    expect(await extract(testFile("scan.pdf"))).toEqual({ ok: false, problem: { name: "scan.pdf", kind: "no-text-layer", pages: 1 } });
    expect(await extract(new File(["not a pdf at all"], "broken.pdf"))).toEqual({ ok: false, problem: { name: "broken.pdf", kind: "corrupt", reason: "Invalid PDF structure." } });
    expect(await extract(new File([new Uint8Array([0x47, 0x40, 0, 0x10, 0, 0])], "clip.ts", { type: "video/mp2t" }))).toEqual({ ok: false, problem: { name: "clip.ts", kind: "binary" } });
    expect(await extract(new File(["x"], "sheet.xlsx", { type: "application/vnd.ms-excel" }))).toEqual({ ok: false, problem: { name: "sheet.xlsx", kind: "unsupported", what: "XLSX" } });
  });

  it("opens an encrypted PDF with its password", async () => {
    const pdf = document(await extract(testFile("encrypted.pdf"), { password: PDF_PASSWORD }));
    expect(pdf.text).toBe("--- page 1 ---\nMoonlit test document\nThe first page has two lines.");
  });

  it("refuses an empty file, and one whose text is only whitespace", async () => {
    expect(await extract(new File([], "empty.txt"))).toEqual({ ok: false, problem: { name: "empty.txt", kind: "empty" } });
    expect(await extract(new File([" \n\t\n"], "blank.md"))).toEqual({ ok: false, problem: { name: "blank.md", kind: "empty" } });
  });

  it("refuses a file past the size limit before reading it", async () => {
    const file = testFile("three-pages.pdf");
    const outcome = await extract(file, { limits: { ...DEFAULT_DOCUMENT_LIMITS, maxBytes: 1000 } });
    expect(outcome).toEqual({ ok: false, problem: { name: "three-pages.pdf", kind: "too-large", bytes: file.size, limitBytes: 1000 } });
  });

  it("refuses a text file that cannot fit before decoding it, and one whose text does not fit after", async () => {
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxTokens: 10 };
    // 121 bytes make at least 41 characters in any encoding: more than 40, which is 10 tokens.
    const read: number[] = [];
    const huge = await extractDocument({ file: new File(["a".repeat(121)], "huge.txt"), name: "huge.txt", limits }, (p) => read.push(p.fraction));
    expect(huge).toEqual({ ok: false, problem: { name: "huge.txt", kind: "too-long", tokens: 11, limitTokens: 10 } });
    expect(read).toEqual([]);
    expect(await extract(new File(["a".repeat(41)], "long.txt"), { limits })).toEqual({ ok: false, problem: { name: "long.txt", kind: "too-long", tokens: 11, limitTokens: 10 } });
    expect(await extract(new File(["a".repeat(40)], "fits.txt"), { limits })).toMatchObject({ ok: true, document: { tokens: 10 } });
  });

  it("reports progress that rises to 1, with the PDF's pages", async () => {
    const seen: ExtractProgress[] = [];
    await extractDocument({ file: testFile("three-pages.pdf"), name: "three-pages.pdf" }, (progress) => seen.push(progress));
    const fractions = seen.map((progress) => progress.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(seen.filter((progress) => progress.pages !== undefined).map(({ page, pages }) => `${page}/${pages}`)).toEqual(["1/3", "2/3", "3/3"]);
    expect(seen.at(-1)?.fraction).toBe(1);
  });
});
