import type { GatewayFigures } from "./gateway-bench";

// Prints the gateway figures as compact tables, with the targets beside them for context only.

const TARGET =
  "target: gateway CPU ≤ 1.5 µs/event at 200,000 events; added TTFB ≤ 2.5 ms p50; relayed/direct wall ≥ 0.95; bytes identical";
const REFERENCE = "reference (a widely used self-hosted chat on this machine): 1.45 µs/event, 5.3 ms";

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const fixed = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? "n/a" : n.toFixed(digits));

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => (col < 2 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ")).join("\n");
}

export function formatGatewayFigures(figures: GatewayFigures): string {
  const { options, idle } = figures;
  const streams = table([
    ["protocol", "events", "direct ms", "relayed ms", "wall r/d", "thru r/d", "cpu µs/ev", "(stat)", "chunks d/r", "bytes", "+comment", "identical"],
    ...figures.streams.map((s) => [
      s.protocol,
      int(s.events),
      fixed(s.directMs, 0),
      fixed(s.relayedMs, 0),
      fixed(s.wallRatio, 2),
      fixed(1 / s.wallRatio, 2),
      fixed(s.schedMicrosPerEvent, 2),
      fixed(s.statMicrosPerEvent, 2),
      `${int(s.directChunks)}/${int(s.relayedChunks)}`,
      int(s.bytes.directBytes),
      int(s.bytes.addedCommentBytes),
      s.allIdentical ? `yes ${s.bytes.hash}` : "NO",
    ]),
  ]);
  const ttfb = table([
    ["protocol", "measured at", "direct p50", "relayed p50", "added p50", "added p99"],
    ...figures.ttfb.flatMap((t) =>
      (["headers", "firstEvent"] as const).map((at) => [
        t.protocol,
        at === "headers" ? "headers" : "first event",
        `${fixed(t[at].directP50, 2)} ms`,
        `${fixed(t[at].relayedP50, 2)} ms`,
        `${fixed(t[at].addedP50, 2)} ms`,
        `${fixed(t[at].addedP99, 2)} ms`,
      ]),
    ),
  ]);
  return [
    `Gateway (next start pid ${figures.serverPid}, ${figures.serverProcesses} process(es) in its tree; test upstream writes one event per write)`,
    `Long streams: medians of ${options.reps} reps. wall r/d = relayed/direct wall time; thru r/d = direct/relayed (throughput kept).`,
    `cpu µs/ev = server tree CPU (scheduler ns, all threads) per content event, idle subtracted; (stat) = utime+stime, clock-tick resolution.`,
    `idle baseline: ${fixed(idle.schedPerMs === undefined ? undefined : idle.schedPerMs * 1000, 0)} µs/s (stat ${fixed(idle.statPerMs * 1000, 0)} µs/s), subtracted`,
    streams,
    "",
    `Time to first byte: ${figures.ttfb[0]?.pairs ?? 0} pairs of short replies (${options.ttfbEvents} events) per protocol, added = relayed − direct per pair`,
    ttfb,
    "",
    TARGET,
    REFERENCE,
    ...(options.cpuProfileDir ? [`server CPU profile written to ${options.cpuProfileDir}`] : []),
    ...figures.problems.map((problem) => `BROKEN: ${problem}`),
  ].join("\n");
}
