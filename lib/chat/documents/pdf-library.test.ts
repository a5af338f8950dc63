import { describe, expect, it, vi } from "vitest";
import { loadPdfJs } from "./pdf-library";

// pdf.js's chunk failing to load (offline, a new deployment) fails that document only: the next one
// loads it again, rather than meeting the same failure for the rest of the worker's life.

const worker = vi.hoisted(() => ({ loads: 0 }));

vi.mock("pdfjs-dist/legacy/build/pdf.worker.mjs", async (importOriginal) => {
  if (++worker.loads === 1) throw new Error("pdf.js's worker chunk did not load");
  return importOriginal();
});

describe("loadPdfJs", () => {
  it("loads pdf.js again after a failed load", async () => {
    await expect(loadPdfJs()).rejects.toThrow();
    const pdfjs = await loadPdfJs();
    expect(typeof pdfjs.getDocument).toBe("function");
    expect(worker.loads).toBe(2);
  });
});
