// A turn's usage in the one shape every protocol's adapter reports (lib/protocol/protocol-adapter.ts):
// separate input counts (uncached, cache read, cache write) and output with the thinking share.

export interface UsageSummary {
  /** Uncached input. */
  input: number;
  cacheRead: number;
  cacheWrite: number;
  cacheWrite5m?: number;
  cacheWrite1h?: number;
  /** All output, thinking included. */
  output: number;
  thinking: number;
  webSearches: number;
}
