// Pages drawn by pdf.js on @napi-rs/canvas (pdf.js's own canvas for Node, installed with it), which
// has OffscreenCanvas's convertToBlob: the same drawing and encoding the worker does on OffscreenCanvas.
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { ImageLimits } from "@/lib/chat/attachments/scale-plan";
import type { PageCanvas } from "./pdf-canvas";
import { firstPageStep, renderPdfPages, type PageImage, type RenderOptions } from "./render-pdf-pages";
import { readTestData } from "./test-support/test-data-dir";
import { jbig2ScanPdf, mixedPdf, PDF_PASSWORD } from "./test-support/test-documents";

const makeCanvas = (width: number, height: number) => createCanvas(width, height) as unknown as PageCanvas;
const SMALL: ImageLimits = { maxSide: 600, maxBytes: 5 * 1024 * 1024 };

async function render(data: Uint8Array, options: Partial<RenderOptions> = {}) {
  const images: PageImage[] = [];
  const progress: string[] = [];
  const outcome = await renderPdfPages(data, {
    limits: SMALL,
    makeCanvas,
    onPage: (image, done, total) => {
      images.push(image);
      progress.push(`${done}/${total}`);
    },
    ...options,
  });
  return { outcome, images, progress };
}

/** Share of dark pixels in a band of the image (0 to 1), from its decoded JPEG. */
async function darkShare(image: PageImage, top: number, bottom: number): Promise<number> {
  const decoded = await loadImage(Buffer.from(await image.blob.arrayBuffer()));
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext("2d");
  context.drawImage(decoded, 0, 0);
  const y = Math.round(decoded.height * top);
  const { data } = context.getImageData(0, y, decoded.width, Math.round(decoded.height * bottom) - y);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] < 96) dark++;
  return dark / (data.length / 4);
}

describe("firstPageStep", () => {
  it("fits the longest side to the limit, never past 200 dpi", () => {
    expect(firstPageStep(612, 792, { maxSide: 2048, maxBytes: 1 })).toEqual({ width: 1583, height: 2048, type: "image/jpeg", quality: 0.85 });
    // A 3 × 4 inch page at 200 dpi is 600 × 800, under a 2048 limit.
    expect(firstPageStep(216, 288, { maxSide: 2048, maxBytes: 1 })).toMatchObject({ width: 600, height: 800 });
  });
});

describe("renderPdfPages", () => {
  it("draws a scanned page as a JPEG within the limits, its dark lines where the scan has them", async () => {
    const { outcome, images, progress } = await render(readTestData("scan.pdf"));
    expect(outcome).toEqual({ ok: true, pages: 1 });
    expect(progress).toEqual(["1/1"]);
    const [image] = images;
    expect(image).toMatchObject({ page: 1, width: 464, height: 600 });
    expect(image.blob.type).toBe("image/jpeg");
    // The scan's bars cover its middle; its top margin is white.
    expect(await darkShare(image, 0.3, 0.7)).toBeGreaterThan(0.2);
    expect(await darkShare(image, 0, 0.05)).toBe(0);
  });

  it("encodes again, lossier and then smaller, until a page fits the byte limit", async () => {
    const { outcome: large, images: [first] } = await render(readTestData("scan.pdf"), { limits: { maxSide: 2048, maxBytes: 5 * 1024 * 1024 } });
    expect(large.ok).toBe(true);
    const maxBytes = Math.floor(first.blob.size / 4);
    const { outcome, images: [fitted] } = await render(readTestData("scan.pdf"), { limits: { maxSide: 2048, maxBytes } });
    expect(outcome).toEqual({ ok: true, pages: 1 });
    expect(fitted.blob.size).toBeLessThanOrEqual(maxBytes);
    expect(fitted.width).toBeLessThanOrEqual(first.width);
  });

  it("refuses a page that fits the byte limit at no size worth sending, naming the page", async () => {
    const { outcome } = await render(readTestData("scan.pdf"), { limits: { maxSide: 600, maxBytes: 100 } });
    expect(outcome).toEqual({ ok: false, problem: { kind: "page-too-large", page: 1, limitBytes: 100 } });
  });

  it("draws only the pages asked for, in that order", async () => {
    const { outcome, images, progress } = await render(mixedPdf([true, false, true, false]), { pages: [4, 2] });
    expect(outcome).toEqual({ ok: true, pages: 2 });
    expect(images.map((image) => image.page)).toEqual([4, 2]);
    expect(progress).toEqual(["1/2", "2/2"]);
  });

  it("refuses a page the PDF does not have before drawing any", async () => {
    const { outcome, images } = await render(mixedPdf([true, false]), { pages: [1, 3] });
    expect(outcome).toEqual({ ok: false, problem: { kind: "failed", reason: "page 3 was asked for; the PDF has 2" } });
    expect(images).toEqual([]);
  });

  it("asks for an encrypted PDF's password and draws it with the right one", async () => {
    expect((await render(readTestData("encrypted.pdf"))).outcome).toEqual({ ok: false, problem: { kind: "needs-password" } });
    expect((await render(readTestData("encrypted.pdf"), { password: "wrong" })).outcome).toEqual({ ok: false, problem: { kind: "wrong-password" } });
    expect((await render(readTestData("encrypted.pdf"), { password: PDF_PASSWORD })).outcome).toEqual({ ok: true, pages: 1 });
  });

  it("says the image decoders are missing for a JBIG2 scan, rather than sending a blank page", async () => {
    const { outcome, images } = await render(jbig2ScanPdf());
    expect(outcome).toEqual({ ok: false, problem: { kind: "needs-image-decoders" } });
    expect(images).toEqual([]);
    const served = await render(jbig2ScanPdf(), { assets: { base: `${path.resolve("node_modules/pdfjs-dist")}/` } });
    expect(served.outcome).toEqual({ ok: true, pages: 1 });
  });
});
