import { describe, expect, it } from "vitest";
import { Histogram } from "./histogram";
import { percentile } from "./stats";

describe("Histogram", () => {
  it("agrees with the exact nearest-rank percentile to within a bucket", () => {
    const values = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 5000) / 37);
    const histogram = new Histogram();
    for (const value of values) histogram.add(value);
    for (const p of [1, 50, 90, 99, 100]) {
      const exact = percentile(values, p);
      expect(histogram.percentile(p)).toBeGreaterThanOrEqual(exact);
      expect(histogram.percentile(p) - exact).toBeLessThanOrEqual(0.1);
    }
    expect(histogram.max).toBe(Math.max(...values));
    expect(histogram.count).toBe(values.length);
  });

  it("keeps the true maximum beyond its range and has no percentile when empty", () => {
    const histogram = new Histogram();
    expect(histogram.percentile(50)).toBeNaN();
    histogram.add(1);
    histogram.add(25_000);
    expect(histogram.percentile(100)).toBe(25_000);
    expect(histogram.percentile(50)).toBeCloseTo(1.1, 5);
  });
});
