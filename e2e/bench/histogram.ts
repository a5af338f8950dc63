// Millions of samples in constant memory: counts in fixed 0.1 ms buckets up to 10 s (beyond that,
// the last bucket), and the exact maximum. Percentiles are nearest-rank, like stats.ts, reported as
// the bucket's upper edge, so they never understate.

const BUCKET_MS = 0.1;
const BUCKETS = 100_000;

export class Histogram {
  private readonly counts = new Uint32Array(BUCKETS);
  count = 0;
  max = 0;

  add(ms: number): void {
    const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.floor(ms / BUCKET_MS)));
    this.counts[bucket]++;
    this.count++;
    if (ms > this.max) this.max = ms;
  }

  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket];
      if (seen >= rank) return bucket === BUCKETS - 1 ? this.max : Math.min(this.max, (bucket + 1) * BUCKET_MS);
    }
    return this.max;
  }
}
