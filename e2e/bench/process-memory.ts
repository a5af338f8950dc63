import { readFileSync } from "node:fs";

// Resident memory of a set of processes, sampled from /proc while a run goes on; the peak is kept.

function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function treeRssMb(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + rssKb(pid), 0) / 1024;
}

/** Samples every `everyMs` until stopped; returns the peak in MB. */
export function watchPeakRss(pids: readonly number[], everyMs = 100): () => number {
  let peak = treeRssMb(pids);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pids));
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRssMb(pids));
  };
}
