// Paces the streaming reply's updates by what they cost: each update may start once the time since
// the last one is `1 / share` times what an update has been taking, so rendering the reply keeps to
// about that share of the main thread however long it grows or however slow the device. A short
// reply renders in well under a millisecond and updates every frame; a 100,000-token one on a slow
// laptop updates a little less often instead of taking the page's time from the reader. Never
// slower than `maxIntervalMs`, so text keeps arriving visibly.

export interface UpdatePacer {
  /** Milliseconds from `now` until the next update may run; 0: at the next frame. */
  wait(now: number): number;
  /** An update ran from `startedAt` to `endedAt`. */
  ran(startedAt: number, endedAt: number): void;
}

// A fortieth: each update also costs script the pacer does not see (the thread following the reply's
// growth, its layout read back), and a stream's whole script, its parsing and saving included, is
// budgeted at 5% of the main thread (`npm run bench`, 100,000 tokens at 1,000 tokens/s).
export const STREAM_UPDATE_SHARE = 1 / 40;
export const STREAM_UPDATE_MAX_INTERVAL_MS = 200;

const RECENT = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function createUpdatePacer(share = STREAM_UPDATE_SHARE, maxIntervalMs = STREAM_UPDATE_MAX_INTERVAL_MS): UpdatePacer {
  let lastStart = -Infinity;
  // The median of the last few updates: a one-off (the first one, mounting the reply; a garbage
  // collection) does not slow the next ones, while a reply that really grows dearer is followed.
  const recent: number[] = [];
  return {
    wait(now) {
      if (recent.length === 0) return 0;
      return Math.max(0, lastStart + Math.min(median(recent) / share, maxIntervalMs) - now);
    },
    ran(startedAt, endedAt) {
      recent.push(Math.max(0, endedAt - startedAt));
      if (recent.length > RECENT) recent.shift();
      lastStart = startedAt;
    },
  };
}
