// Scales one image down as scale-plan decides, with createImageBitmap and OffscreenCanvas: in the
// scaler's worker, or on the page where there is none. Progress runs from 0 to 1 (reading the bytes,
// decoding, each encoding); large files take long enough for a person to want to see it move.

import { firstStep, nextStep, type EncodeStep, type ImageLimits } from "./scale-plan";

export type ScaleResult =
  /** Within both limits (or this browser cannot decode images): stored as it came. */
  | { kind: "kept" }
  | { kind: "scaled"; blob: Blob; width: number; height: number }
  /** corrupt: it does not decode as an image; too-large: no encoding this browser writes fits. */
  | { kind: "refused"; reason: "corrupt" | "too-large" };

export interface CanvasLike {
  getContext(kind: "2d"): Pick<OffscreenCanvasRenderingContext2D, "drawImage" | "fillRect" | "fillStyle" | "imageSmoothingQuality"> | null;
  convertToBlob(options: { type: string; quality?: number }): Promise<Blob>;
}

export interface ImageTools {
  decode: ((blob: Blob) => Promise<ImageBitmap>) | null;
  canvas: ((width: number, height: number) => CanvasLike) | null;
}

/** The tools of the global scope this runs in; either may be missing in older browsers or tests. */
export function globalImageTools(): ImageTools {
  return {
    decode: typeof createImageBitmap === "function" ? (blob) => createImageBitmap(blob) : null,
    canvas: typeof OffscreenCanvas === "function" ? (width, height) => new OffscreenCanvas(width, height) : null,
  };
}

const READ_SHARE = 0.4;
const DECODED = 0.5;
const MAX_ATTEMPTS = 12;

/** The blob's bytes as one blob, read in chunks so large files report progress. */
async function readWithProgress(blob: Blob, onProgress: (fraction: number) => void): Promise<Blob> {
  if (typeof blob.stream !== "function" || blob.size === 0) return blob;
  const reader = blob.stream().getReader();
  const chunks: BlobPart[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    read += value.byteLength;
    onProgress((read / blob.size) * READ_SHARE);
  }
  return new Blob(chunks, { type: blob.type });
}

async function encode(bitmap: ImageBitmap, step: EncodeStep, makeCanvas: NonNullable<ImageTools["canvas"]>): Promise<Blob> {
  const canvas = makeCanvas(step.width, step.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  // JPEG has no transparency: paint what was see-through white rather than black.
  if (step.type === "image/jpeg") {
    context.fillStyle = "#fff";
    context.fillRect(0, 0, step.width, step.height);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, step.width, step.height);
  return canvas.convertToBlob({ type: step.type, quality: step.quality });
}

export async function scaleImage(
  blob: Blob,
  limits: ImageLimits,
  onProgress: (fraction: number) => void = () => {},
  tools: ImageTools = globalImageTools(),
): Promise<ScaleResult> {
  if (!tools.decode) return blob.size <= limits.maxBytes ? { kind: "kept" } : { kind: "refused", reason: "too-large" };
  const bytes = await readWithProgress(blob, onProgress);
  let bitmap: ImageBitmap;
  try {
    bitmap = await tools.decode(bytes);
  } catch {
    return { kind: "refused", reason: "corrupt" };
  }
  try {
    onProgress(DECODED);
    let step = firstStep({ width: bitmap.width, height: bitmap.height, bytes: blob.size, mediaType: blob.type }, limits);
    if (step === null) return { kind: "kept" };
    if (!tools.canvas) return blob.size <= limits.maxBytes ? { kind: "kept" } : { kind: "refused", reason: "too-large" };
    for (let attempt = 1; step !== null && attempt <= MAX_ATTEMPTS; attempt++) {
      const encoded = await encode(bitmap, step, tools.canvas);
      onProgress(DECODED + (1 - DECODED) * (attempt / (attempt + 1)));
      if (encoded.size <= limits.maxBytes) {
        return { kind: "scaled", blob: encoded, width: step.width, height: step.height };
      }
      step = nextStep(step, { bytes: encoded.size, type: encoded.type });
    }
    return { kind: "refused", reason: "too-large" };
  } finally {
    bitmap.close();
  }
}
