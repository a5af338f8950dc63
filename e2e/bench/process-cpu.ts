import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

// CPU time of a process tree, read from /proc so the measured server needs no instrumentation.
// Two sources: utime+stime from /proc/PID/stat (what process.cpuUsage() reports, in clock ticks,
// so 10 ms steps at CLK_TCK=100) and the scheduler's nanosecond run time summed over every thread
// from /proc/PID/task/TID/schedstat (fine-grained, but it forgets threads that have exited).

export interface CpuSample {
  /** utime + stime over the tree, in microseconds (clock-tick resolution). */
  statMicros: number;
  /** Scheduler run time over every live thread of the tree, in microseconds; undefined without schedstat. */
  schedMicros: number | undefined;
  /** Minor page faults over the tree: each a page of fresh memory the kernel mapped in (its cost is in the CPU figures). */
  minorFaults: number;
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const reported = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    ticksPerSecond = Number.isFinite(reported) && reported > 0 ? reported : 100;
  }
  return ticksPerSecond;
}

/** Fields after the parenthesised command name, which may itself hold spaces and parentheses. */
function statFields(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** The root and every descendant alive now (next start may fork workers; sum whatever serves). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const fields = statFields(pid);
    if (!fields) continue;
    // Field 4 of stat is the parent pid; it is index 1 once pid and comm are cut off.
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function statFigures(pid: number): { micros: number; minorFaults: number } {
  const fields = statFields(pid);
  if (!fields) return { micros: 0, minorFaults: 0 };
  // minflt is stat field 10, utime and stime are 14 and 15: indices 7, 11 and 12 here.
  return { micros: ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks(), minorFaults: Number(fields[7]) };
}

function schedMicros(pid: number): number | undefined {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  if (!existsSync(`/proc/${pid}/schedstat`)) return undefined;
  let total = 0;
  for (const tid of tids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1000;
    } catch {
      // The thread exited between the listing and the read; its time is gone either way.
    }
  }
  return total;
}

export function sampleTreeCpu(root: number): CpuSample {
  let stat = 0;
  let faults = 0;
  let sched: number | undefined = 0;
  for (const pid of processTree(root)) {
    const figures = statFigures(pid);
    stat += figures.micros;
    faults += figures.minorFaults;
    const micros = schedMicros(pid);
    sched = sched === undefined || micros === undefined ? undefined : sched + micros;
  }
  return { statMicros: stat, schedMicros: sched, minorFaults: faults };
}

export function cpuBetween(before: CpuSample, after: CpuSample): CpuSample {
  const sched =
    before.schedMicros === undefined || after.schedMicros === undefined ? undefined : after.schedMicros - before.schedMicros;
  return { statMicros: after.statMicros - before.statMicros, schedMicros: sched, minorFaults: after.minorFaults - before.minorFaults };
}
