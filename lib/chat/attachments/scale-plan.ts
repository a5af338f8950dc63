// When and how an image is scaled down and re-encoded before it is stored: pure decisions, so they are
// tested without a canvas. An image within both limits is kept byte for byte; one past either is
// drawn at most `maxSide` on its longest side and encoded again, lossier and then smaller, until it
// fits `maxBytes` or is too small to be worth sending.

export interface ImageLimits {
  /** Longest side in pixels. */
  maxSide: number;
  /** Largest encoded size in bytes. */
  maxBytes: number;
}

export interface ImageFacts {
  width: number;
  height: number;
  bytes: number;
  mediaType: string;
}

/** One encoding to try. `quality` is for lossy types (0–1). */
export interface EncodeStep {
  width: number;
  height: number;
  type: string;
  quality?: number;
}

/** What an encoding produced: the canvas falls back to PNG for a type it cannot write. */
export interface EncodeOutcome {
  bytes: number;
  type: string;
}

/** Lossy qualities tried in turn before the image is made smaller. */
const QUALITIES = [0.85, 0.7, 0.55];
const LOSSY_QUALITY = QUALITIES[0];
const SHRINK = 0.75;
/** Below this longest side an image says too little to send; the file is refused instead. */
export const MIN_SIDE = 256;

/** The type a scaled image is written in: the same one where a canvas can write it. */
function outputType(mediaType: string): { type: string; quality?: number } {
  if (mediaType === "image/jpeg") return { type: "image/jpeg", quality: LOSSY_QUALITY };
  if (mediaType === "image/webp") return { type: "image/webp", quality: LOSSY_QUALITY };
  // PNG stays lossless; a GIF becomes a PNG of its first frame.
  return { type: "image/png" };
}

function fitted(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first encoding for an image, or null when it is within both limits and is kept as it is. */
export function firstStep(facts: ImageFacts, limits: ImageLimits): EncodeStep | null {
  if (Math.max(facts.width, facts.height) <= limits.maxSide && facts.bytes <= limits.maxBytes) return null;
  return { ...fitted(facts.width, facts.height, limits.maxSide), ...outputType(facts.mediaType) };
}

/**
 * The encoding to try after `step` came out as `outcome` (still past maxBytes, or in another type
 * than asked), or null when nothing smaller is worth trying.
 */
export function nextStep(step: EncodeStep, outcome: EncodeOutcome): EncodeStep | null {
  const size = { width: step.width, height: step.height };
  // No WebP encoder (Safari): JPEG is the lossy type every canvas writes.
  if (outcome.type !== step.type) return step.type === "image/webp" ? { ...size, type: "image/jpeg", quality: LOSSY_QUALITY } : null;
  if (step.quality === undefined) return { ...size, type: "image/webp", quality: LOSSY_QUALITY };
  const lower = QUALITIES.find((quality) => quality < step.quality!);
  if (lower !== undefined) return { ...size, type: step.type, quality: lower };
  const smaller = fitted(step.width, step.height, Math.floor(Math.max(step.width, step.height) * SHRINK));
  if (Math.max(smaller.width, smaller.height) < MIN_SIDE) return null;
  return { ...smaller, type: step.type, quality: step.quality };
}
