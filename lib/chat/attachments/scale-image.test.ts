import { describe, expect, it } from "vitest";
import { scaleImage, type CanvasLike, type ImageTools } from "./scale-image";

// A canvas that "encodes" to a blob whose size the test chooses per type and quality.
function fakeTools(width: number, height: number, sizeOf: (type: string, quality?: number, w?: number) => number, writes = ["image/png", "image/jpeg", "image/webp"]) {
  const drawn: Array<{ width: number; height: number; type: string; quality?: number }> = [];
  let closed = false;
  const bitmap = { width, height, close: () => (closed = true) } as unknown as ImageBitmap;
  const tools: ImageTools = {
    decode: async (blob) => {
      if ((await blob.text()).startsWith("broken")) throw new Error("decode failed");
      return bitmap;
    },
    canvas: (w, h): CanvasLike => ({
      getContext: () => ({ drawImage: () => {}, fillRect: () => {}, fillStyle: "", imageSmoothingQuality: "low" }),
      convertToBlob: async ({ type, quality }) => {
        const written = writes.includes(type) ? type : "image/png";
        drawn.push({ width: w, height: h, type: written, quality });
        return new Blob([new Uint8Array(sizeOf(written, quality, w))], { type: written });
      },
    }),
  };
  return { tools, drawn, closed: () => closed };
}

const limits = { maxSide: 2048, maxBytes: 1000 };
const file = (text: string, type = "image/png") => new Blob([text], { type });

describe("scaleImage", () => {
  it("keeps an image within both limits and closes the bitmap", async () => {
    const fake = fakeTools(800, 600, () => 10);
    expect(await scaleImage(file("png"), limits, undefined, fake.tools)).toEqual({ kind: "kept" });
    expect(fake.drawn).toEqual([]);
    expect(fake.closed()).toBe(true);
  });

  it("scales a large image to the longest side and reports progress up to the end", async () => {
    const fake = fakeTools(4000, 3000, () => 500);
    const progress: number[] = [];
    const result = await scaleImage(file("png"), limits, (fraction) => progress.push(fraction), fake.tools);
    expect(result).toMatchObject({ kind: "scaled", width: 2048, height: 1536 });
    expect(result.kind === "scaled" && result.blob.type).toBe("image/png");
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeLessThanOrEqual(1);
  });

  it("tries lossier then smaller encodings until one fits", async () => {
    const fake = fakeTools(3000, 2000, (type, quality, width = 0) => (type === "image/png" ? 5000 : width > 1600 ? 2000 : 900));
    const result = await scaleImage(file("png"), limits, undefined, fake.tools);
    expect(result).toMatchObject({ kind: "scaled", width: 1536, height: 1024 });
    expect(fake.drawn.map((d) => d.type)).toEqual(["image/png", "image/webp", "image/webp", "image/webp", "image/webp"]);
  });

  it("uses JPEG where the canvas cannot write WebP", async () => {
    const fake = fakeTools(3000, 2000, (type) => (type === "image/png" ? 5000 : 800), ["image/png", "image/jpeg"]);
    const result = await scaleImage(file("png"), limits, undefined, fake.tools);
    expect(result.kind === "scaled" && result.blob.type).toBe("image/jpeg");
  });

  it("refuses what does not decode, and what cannot be made to fit", async () => {
    const fake = fakeTools(3000, 2000, () => 5000);
    expect(await scaleImage(file("broken bytes"), limits, undefined, fake.tools)).toEqual({ kind: "refused", reason: "corrupt" });
    expect(await scaleImage(file("png"), limits, undefined, fake.tools)).toEqual({ kind: "refused", reason: "too-large" });
  });

  it("without a decoder, keeps what is small enough and refuses the rest", async () => {
    const none: ImageTools = { decode: null, canvas: null };
    expect(await scaleImage(file("png"), limits, undefined, none)).toEqual({ kind: "kept" });
    expect(await scaleImage(file("x".repeat(2000)), limits, undefined, none)).toEqual({ kind: "refused", reason: "too-large" });
  });
});
