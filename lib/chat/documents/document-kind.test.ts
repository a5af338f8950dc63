import { describe, expect, it } from "vitest";
import { detectDocumentKind, documentKindByName, DOCX_TYPE } from "./document-kind";
import { readTestData } from "./test-support/test-data-dir";

const text = (value: string) => new TextEncoder().encode(value);
const PDF_HEAD = text("%PDF-1.7\n");
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);

describe("detectDocumentKind", () => {
  it("knows a PDF by its header whatever its name and type say", () => {
    expect(detectDocumentKind("pdf-saved-as.txt", "text/plain", readTestData("pdf-saved-as.txt"))).toEqual({ kind: "pdf", language: null });
    expect(detectDocumentKind("scan", "", new Uint8Array([...text("junk before the header "), ...PDF_HEAD]))).toEqual({ kind: "pdf", language: null });
  });

  it("knows a Word document by the word/ parts at the start of its zip", () => {
    expect(detectDocumentKind("letter.bin", "application/octet-stream", readTestData("letter.docx"))).toEqual({ kind: "docx", language: null });
    expect(detectDocumentKind("letter.docx", "", ZIP_HEAD)).toEqual({ kind: "docx", language: null });
    expect(detectDocumentKind("letter", DOCX_TYPE, ZIP_HEAD)).toEqual({ kind: "docx", language: null });
  });

  it("calls another zip unsupported by its extension", () => {
    expect(detectDocumentKind("sheet.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ZIP_HEAD)).toEqual({ kind: null, what: "XLSX" });
    expect(detectDocumentKind("bundle", "application/zip", ZIP_HEAD)).toEqual({ kind: null, what: "application/zip" });
  });

  it("reads source files by extension, even when the browser calls a .ts file a video", () => {
    expect(detectDocumentKind("engine.ts", "video/mp2t", text("export const a = 1;"))).toEqual({ kind: "text", language: "typescript" });
    expect(detectDocumentKind("main.rs", "", text("fn main() {}"))).toEqual({ kind: "text", language: "rust" });
    expect(detectDocumentKind("Dockerfile", "", text("FROM node:24"))).toEqual({ kind: "text", language: "docker" });
    expect(detectDocumentKind("src/App.TSX", "", text("<App />"))).toEqual({ kind: "text", language: "tsx" });
  });

  it("reads the text formats by extension or by type", () => {
    expect(detectDocumentKind("table.csv", "", text("a,b"))).toEqual({ kind: "text", language: "csv" });
    expect(detectDocumentKind("table.tsv", "", text("a\tb"))).toEqual({ kind: "text", language: "tsv" });
    expect(detectDocumentKind("page.html", "text/html", text("<p>hi</p>"))).toEqual({ kind: "text", language: "html" });
    expect(detectDocumentKind("data", "application/json", text("{}"))).toEqual({ kind: "text", language: "json" });
    expect(detectDocumentKind("notes", "text/x-unknown", text("hello"))).toEqual({ kind: "text", language: "text" });
    expect(detectDocumentKind("README.md", "", text("# Title"))).toEqual({ kind: "text", language: "markdown" });
  });

  it("reads a file of unknown type as text (the decoder refuses binary), and refuses one of a known other type", () => {
    expect(detectDocumentKind("notes.xyz", "", text("hello"))).toEqual({ kind: "text", language: "text" });
    expect(detectDocumentKind("notes.xyz", "application/octet-stream", text("hello"))).toEqual({ kind: "text", language: "text" });
    expect(detectDocumentKind("photo.heic", "image/heic", new Uint8Array([0, 0, 0, 0x18]))).toEqual({ kind: null, what: "HEIC" });
    expect(detectDocumentKind("old.doc", "application/msword", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toEqual({ kind: null, what: "DOC" });
  });
});

describe("documentKindByName", () => {
  it("tells the reader from the name and type alone, for the page to route a picked file", () => {
    expect(documentKindByName("a.pdf", "")).toEqual({ kind: "pdf", language: null });
    expect(documentKindByName("a", "application/pdf")).toEqual({ kind: "pdf", language: null });
    expect(documentKindByName(".env", "")).toEqual({ kind: "text", language: "dotenv" });
    expect(documentKindByName("photo.png", "image/png")).toBeNull();
  });
});
