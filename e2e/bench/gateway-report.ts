import type { GatewayFigures } from "./gateway-bench";
import type { RelayFigures } from "./stream-bench";
import type { Added } from "./ttfb-bench";

// Prints the gateway figures beside the bare relay's, as compact tables, with the targets beside them
// for context only. On this shared machine absolute figures wander; the ratios within one run hold.

const TARGET = "target: gateway CPU ≤ 0.7 µs/event (the bare relay's floor) at 200,000 events; added time to first event ≤ 1.0 ms p50; bytes identical";
/** Issue 20: keeping a reply for a page to pick up costs the relay little. */
const RESUMABLE_TARGET = 1.2;
const REFERENCE =
  "reference, quiet machine (issue 10): bare relay 0.65 µs/event, 0.2–0.6 ms; a widely used self-hosted chat 0.70–0.80 µs/event, 2.5 ms";

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const fixed = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? "n/a" : n.toFixed(digits));

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => (col < 2 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ")).join("\n");
}

const cpu = (relay: RelayFigures) => fixed(relay.schedMicrosPerEvent ?? relay.statMicrosPerEvent, 2);
const identical = (relay: RelayFigures) => (relay.allIdentical ? "yes" : "NO");
const ms = (added: Added, key: "addedP50" | "addedP99") => `${fixed(added[key], 2)} ms`;

/** The resumable relay beside the plain one, against issue 20's target: a figure, never a failure. */
function resumableVerdict(figures: GatewayFigures): string {
  const cpuRatios = figures.streams.map((s) => s.resumableRatio);
  const firstEvent = figures.ttfb.map((t) => t.firstEvent.resumable.relayedP50 / t.firstEvent.gateway.relayedP50);
  const worst = Math.max(...cpuRatios, ...firstEvent);
  const within = worst <= RESUMABLE_TARGET ? "within" : "over";
  return `resumable vs plain gateway: CPU per event ${cpuRatios.map((r) => fixed(r, 2)).join(", ")}×; time to first event (p50) ${firstEvent.map((r) => fixed(r, 2)).join(", ")}×; worst ${fixed(worst, 2)}×, ${within} the ${RESUMABLE_TARGET}× target`;
}

/** Minor page faults a resumable run took beyond a plain one, per MiB it kept (256 = every 4 KiB page fresh). */
const extraFaultsPerMiB = (s: GatewayFigures["streams"][number]) => (s.resumable.minorFaults - s.gateway.minorFaults) / (s.gateway.bytes.directBytes / 2 ** 20);

export function formatGatewayFigures(figures: GatewayFigures): string {
  const { options, idle } = figures;
  const streams = table([
    ["protocol", "events", "direct ms", "bare ms", "gw ms", "res ms", "bare µs/ev", "gw µs/ev", "res µs/ev", "gw/bare", "res/gw", "(stat b/g/r)", "faults g/r", "+faults/MiB", "chunks d/b/g/r", "bytes", "+comment", "identical b/g/r", "picked up"],
    ...figures.streams.map((s) => [
      s.protocol,
      int(s.events),
      fixed(s.directMs, 0),
      fixed(s.bare.ms, 0),
      fixed(s.gateway.ms, 0),
      fixed(s.resumable.ms, 0),
      cpu(s.bare),
      cpu(s.gateway),
      cpu(s.resumable),
      fixed(s.cpuRatio, 2),
      fixed(s.resumableRatio, 2),
      `${fixed(s.bare.statMicrosPerEvent, 1)}/${fixed(s.gateway.statMicrosPerEvent, 1)}/${fixed(s.resumable.statMicrosPerEvent, 1)}`,
      `${int(s.gateway.minorFaults)}/${int(s.resumable.minorFaults)}`,
      fixed(extraFaultsPerMiB(s), 0),
      `${int(s.directChunks)}/${int(s.bare.chunks)}/${int(s.gateway.chunks)}/${int(s.resumable.chunks)}`,
      int(s.gateway.bytes.directBytes),
      int(s.gateway.bytes.addedCommentBytes),
      `${identical(s.bare)}/${identical(s.gateway)}/${identical(s.resumable)} ${s.gateway.bytes.hash}`,
      s.reattachIdentical ? "same" : "DIFFERS",
    ]),
  ]);
  const ttfb = table([
    ["protocol", "measured at", "direct p50", "bare +p50", "bare +p99", "gateway +p50", "gateway +p99", "resumable +p50", "resumable +p99", "res/gw p50"],
    ...figures.ttfb.flatMap((t) =>
      (["headers", "firstEvent"] as const).map((at) => [
        t.protocol,
        at === "headers" ? "headers" : "first event",
        `${fixed(t[at].directP50, 2)} ms`,
        ms(t[at].bare, "addedP50"),
        ms(t[at].bare, "addedP99"),
        ms(t[at].gateway, "addedP50"),
        ms(t[at].gateway, "addedP99"),
        ms(t[at].resumable, "addedP50"),
        ms(t[at].resumable, "addedP99"),
        fixed(t[at].resumable.relayedP50 / t[at].gateway.relayedP50, 2),
      ]),
    ),
  ]);
  const idleRate = (rate: { schedPerMs: number | undefined; statPerMs: number }) => fixed((rate.schedPerMs ?? rate.statPerMs) * 1000, 0);
  return [
    `Gateway (next start pid ${figures.serverPid}, ${figures.serverProcesses} process(es) in its tree) beside a bare relay (undici fetch piped into node:http)`,
    `The test upstream writes one event per write. Long streams: medians of ${options.reps} reps, each rep direct, bare, gateway in turn.`,
    `µs/ev = the relay's process CPU (scheduler ns, all threads) per content event, idle subtracted; gw/bare = median of the per-rep ratios;`,
    `(stat) = utime+stime, clock-tick resolution. Idle baselines subtracted: bare ${idleRate(idle.bare)} µs/s, gateway ${idleRate(idle.gateway)} µs/s.`,
    `res = the gateway keeping a resumable reply (x-moonlit-resume-id, a fresh id each request), as the browser chat asks; res/gw = median`,
    `of the per-rep CPU ratios; picked up = the last resumable reply fetched again from byte 0 (GET /api/replies/ID) equals what was relayed.`,
    `faults = the gateway's minor page faults per run (median), +faults/MiB = the resumable run's beyond the plain one's per MiB it kept:`,
    `256 means every 4 KiB page of the kept copy was memory the kernel had to hand the process afresh, a cost inside res µs/ev.`,
    streams,
    resumableVerdict(figures),
    "",
    `Time to first byte: ${figures.ttfb[0]?.rounds ?? 0} rounds of short replies (${options.ttfbEvents} events) per protocol, +pN = relayed − direct within a round`,
    ttfb,
    `A request that does next to nothing (p50 of ${figures.floor.rounds}, whole answer): GET /health on the bare relay ${fixed(figures.floor.bareP50, 2)} ms,`,
    `GET /api/status through Next ${fixed(figures.floor.gatewayP50, 2)} ms: Next's own routing and route-handler plumbing, in every gateway request too.`,
    "",
    TARGET,
    REFERENCE,
    ...(options.cpuProfileDir ? [`CPU profiles written to ${options.cpuProfileDir}/{gateway,bare}`] : []),
    ...figures.problems.map((problem) => `BROKEN: ${problem}`),
  ].join("\n");
}
