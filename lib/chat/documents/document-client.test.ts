import { beforeEach, describe, expect, it } from "vitest";
import { createDocumentReader, PAGE_TEXT_MAX_BYTES } from "./document-client";
import type { ExtractProgress } from "./document-types";
import type { PageImage } from "./render-pdf-pages";
import { FakeDocumentWorker } from "./test-support/fake-document-worker";
import { testFile } from "./test-support/test-data-dir";
import { bookPdf, PDF_PASSWORD, scanPdf } from "./test-support/test-documents";

const reader = () => createDocumentReader(() => new FakeDocumentWorker());
const LIMITS = { maxSide: 400, maxBytes: 5 * 1024 * 1024 };

beforeEach(() => FakeDocumentWorker.reset());

describe("the document reader", () => {
  it("extracts in a worker of its own, passes progress on, and ends the worker with the job", async () => {
    const progress: ExtractProgress[] = [];
    const outcome = await reader().extract(testFile("three-pages.pdf"), { onProgress: (p) => progress.push(p) });
    expect(outcome).toMatchObject({ ok: true, document: { name: "three-pages.pdf", kind: "pdf", pages: { count: 3 } } });
    expect(progress.at(-1)).toEqual({ fraction: 1 });
    expect(progress.filter((p) => p.pages).map((p) => p.page)).toEqual([1, 2, 3]);
    expect(FakeDocumentWorker.made).toHaveLength(1);
    expect(FakeDocumentWorker.made[0].terminated).toBe(true);
  });

  it("starts a fresh worker for every job", async () => {
    const documents = reader();
    await documents.extract(testFile("three-pages.pdf"));
    await documents.extract(testFile("letter.docx"));
    expect(FakeDocumentWorker.made.map((worker) => worker.terminated)).toEqual([true, true]);
  });

  it("asks for a password, then reads the PDF with it", async () => {
    const documents = reader();
    const file = testFile("encrypted.pdf");
    expect(await documents.extract(file)).toEqual({ ok: false, problem: { name: "encrypted.pdf", kind: "needs-password" } });
    expect(await documents.extract(file, { password: PDF_PASSWORD })).toMatchObject({ ok: true, document: { kind: "pdf" } });
    expect(FakeDocumentWorker.made[1].posted[0]).toMatchObject({ type: "extract", password: PDF_PASSWORD });
  });

  it("reads a small text file on the page at once, with no worker; a large one in its worker", async () => {
    const small = await reader().extract(new File(["A note of fifty-three bytes, to be read at once.\n"], "note.txt", { type: "text/plain" }));
    expect(small).toMatchObject({ ok: true, document: { name: "note.txt", kind: "text" } });
    expect(FakeDocumentWorker.made).toEqual([]);
    const large = await reader().extract(new File(["word ".repeat(PAGE_TEXT_MAX_BYTES / 5 + 1)], "big.txt", { type: "text/plain" }));
    expect(large).toMatchObject({ ok: true, document: { kind: "text" } });
    expect(FakeDocumentWorker.made).toHaveLength(1);
  });

  it("names a Blob by the name it is given", async () => {
    const blob = new Blob(["plain words"]);
    expect(await reader().extract(blob, { name: "notes.md" })).toMatchObject({ ok: true, document: { name: "notes.md", language: "markdown" } });
  });

  it("cancels mid-file: the outcome says so and the worker is ended at once", async () => {
    const controller = new AbortController();
    const pages: number[] = [];
    const file = new File([bookPdf(30)], "book.pdf");
    const outcome = await reader().extract(file, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.page === undefined) return;
        pages.push(progress.page);
        if (progress.page === 2) controller.abort();
      },
    });
    expect(outcome).toEqual({ ok: false, problem: { name: "book.pdf", kind: "cancelled" } });
    const [worker] = FakeDocumentWorker.made;
    expect(worker.terminated).toBe(true);
    expect(pages).toEqual([1, 2]);
  });

  it("starts no worker for a job cancelled before it began", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await reader().extract(testFile("latin-1.txt"), { signal: controller.signal })).toEqual({ ok: false, problem: { name: "latin-1.txt", kind: "cancelled" } });
    expect(FakeDocumentWorker.made).toEqual([]);
  });

  it("reports a worker that stopped (out of memory, say) as failed, with its message", async () => {
    FakeDocumentWorker.crashes = "Out of memory";
    expect(await reader().extract(testFile("three-pages.pdf"))).toEqual({
      ok: false,
      problem: { name: "three-pages.pdf", kind: "failed", reason: "the document reader stopped: Out of memory" },
    });
    expect(FakeDocumentWorker.made[0].terminated).toBe(true);
  });

  it("refuses, without running anything on the page, where no worker can start", async () => {
    const noWorkers = createDocumentReader(() => null);
    expect(await noWorkers.extract(testFile("letter.docx"))).toEqual({
      ok: false,
      problem: { name: "letter.docx", kind: "failed", reason: "this browser cannot run the document reader (no module workers)" },
    });
    const throwing = createDocumentReader(() => {
      throw new Error("blocked by policy");
    });
    expect(await throwing.extract(testFile("letter.docx"))).toMatchObject({ problem: { kind: "failed", reason: "the document reader could not start: blocked by policy" } });
  });

  it("renders a scan's pages in the worker and hands over each image as it is ready", async () => {
    const images: PageImage[] = [];
    const progress: string[] = [];
    const outcome = await reader().renderPages(new File([scanPdf(2)], "scan.pdf"), {
      limits: LIMITS,
      onPage: (image, done, total) => {
        images.push(image);
        progress.push(`${done}/${total}`);
      },
    });
    expect(outcome).toEqual({ ok: true, pages: 2 });
    expect(images.map(({ page, width, height, blob }) => ({ page, width, height, type: blob.type }))).toEqual([
      { page: 1, width: 309, height: 400, type: "image/jpeg" },
      { page: 2, width: 309, height: 400, type: "image/jpeg" },
    ]);
    expect(progress).toEqual(["1/2", "2/2"]);
    expect(FakeDocumentWorker.made[0].terminated).toBe(true);
  });

  it("names the file in a render's problem", async () => {
    const outcome = await reader().renderPages(testFile("encrypted.pdf"), { limits: LIMITS, onPage: () => {} });
    expect(outcome).toEqual({ ok: false, problem: { name: "encrypted.pdf", kind: "needs-password" } });
  });
});
