// Short elapsed-time text ("12s", "1m 5s") with the unit words supplied by the caller's labels.

export interface DurationUnits {
  /** e.g. "{s}s" */
  seconds: string;
  /** e.g. "{m}m {s}s" */
  minutes: string;
}

export function formatDuration(ms: number, units: DurationUnits): string {
  // A finished but sub-second span reads "<1s" rather than a misleading "0s".
  if (ms > 0 && ms < 500) return units.seconds.replace("{s}", "<1");
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return units.seconds.replace("{s}", String(total));
  const minutes = Math.floor(total / 60);
  return units.minutes.replace("{m}", String(minutes)).replace("{s}", String(total % 60));
}
