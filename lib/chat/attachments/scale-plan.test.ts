import { describe, expect, it } from "vitest";
import { firstStep, MIN_SIDE, nextStep, type EncodeStep } from "./scale-plan";

const limits = { maxSide: 2048, maxBytes: 5_000_000 };
const facts = (width: number, height: number, bytes = 1_000, mediaType = "image/png") => ({ width, height, bytes, mediaType });

describe("firstStep", () => {
  it("keeps an image within both limits as it is", () => {
    expect(firstStep(facts(2048, 1000), limits)).toBeNull();
    expect(firstStep(facts(10, 10, 5_000_000), limits)).toBeNull();
  });

  it("fits the longest side to maxSide, keeping the aspect ratio and the type", () => {
    expect(firstStep(facts(4096, 3072), limits)).toEqual({ width: 2048, height: 1536, type: "image/png" });
    expect(firstStep(facts(1000, 6000, 1_000, "image/jpeg"), limits)).toEqual({ width: 341, height: 2048, type: "image/jpeg", quality: 0.85 });
    expect(firstStep(facts(3000, 3000, 1_000, "image/webp"), limits)).toEqual({ width: 2048, height: 2048, type: "image/webp", quality: 0.85 });
  });

  it("re-encodes a file past maxBytes at its own size", () => {
    expect(firstStep(facts(1200, 800, 6_000_000, "image/jpeg"), limits)).toEqual({ width: 1200, height: 800, type: "image/jpeg", quality: 0.85 });
  });

  it("writes a GIF as a PNG (of its first frame) and never makes a side 0", () => {
    expect(firstStep(facts(5000, 1, 1_000, "image/gif"), limits)).toEqual({ width: 2048, height: 1, type: "image/png" });
  });

  it("honours another limit", () => {
    expect(firstStep(facts(1000, 500), { maxSide: 512, maxBytes: limits.maxBytes })).toEqual({ width: 512, height: 256, type: "image/png" });
  });
});

describe("nextStep", () => {
  const png: EncodeStep = { width: 2048, height: 1536, type: "image/png" };

  it("goes from lossless to WebP, then lower quality, then smaller", () => {
    const steps: EncodeStep[] = [png];
    for (let step = nextStep(png, { bytes: 9e6, type: "image/png" }); step; step = nextStep(step, { bytes: 9e6, type: step.type })) {
      steps.push(step);
    }
    expect(steps.slice(0, 5)).toEqual([
      png,
      { width: 2048, height: 1536, type: "image/webp", quality: 0.85 },
      { width: 2048, height: 1536, type: "image/webp", quality: 0.7 },
      { width: 2048, height: 1536, type: "image/webp", quality: 0.55 },
      { width: 1536, height: 1152, type: "image/webp", quality: 0.55 },
    ]);
    const last = steps.at(-1)!;
    expect(Math.max(last.width, last.height)).toBeGreaterThanOrEqual(MIN_SIDE);
    // Each encoding of a large image takes a while: the whole walk stays short.
    expect(steps.length).toBeLessThanOrEqual(12);
  });

  it("falls back to JPEG where the canvas writes no WebP", () => {
    const webp: EncodeStep = { width: 800, height: 600, type: "image/webp", quality: 0.85 };
    expect(nextStep(webp, { bytes: 9e6, type: "image/png" })).toEqual({ width: 800, height: 600, type: "image/jpeg", quality: 0.85 });
    expect(nextStep({ ...webp, type: "image/jpeg" }, { bytes: 9e6, type: "image/png" })).toBeNull();
  });
});
