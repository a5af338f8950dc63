// Small order statistics for benchmark samples. Percentiles use the nearest-rank method, so with
// 50 samples p99 is the largest one: no interpolation invents values that were never measured.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Pairwise differences a[i] - b[i]; the two samples must be the same length. */
export function differences(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length) throw new Error(`differences: ${a.length} vs ${b.length} samples`);
  return a.map((value, i) => value - b[i]);
}
