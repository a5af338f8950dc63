import { describe, expect, it } from "vitest";
import { differences, median, percentile } from "./stats";

describe("stats", () => {
  it("takes nearest-rank percentiles without interpolating", () => {
    const values = Array.from({ length: 50 }, (_, i) => 50 - i);
    expect(percentile(values, 99)).toBe(50);
    expect(percentile(values, 50)).toBe(25);
    expect(median([3, 1, 2])).toBe(2);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it("differences pair by pair", () => {
    expect(differences([5, 7], [1, 2])).toEqual([4, 5]);
    expect(() => differences([1], [])).toThrow();
  });
});
