import { loadSides, PICK_UP_SAMPLE, type LoadFigures, type LoadSide } from "./load-bench";
import { MAX_PENDING } from "./load-client";

// Prints the load figures: the same streams fetched directly, through the bare relay and through the
// gateway (plain, and keeping resumable replies), side by side, with what the kept replies hold.

const MIB = 1024 * 1024;
/** The gateway's bounds on resumable replies (lib/server/replies/shared-resumable-replies.ts). */
const KEPT = { replyMiB: 64, totalMiB: 512, ttlMinutes: 10 };

const fixed = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? "–" : n.toFixed(digits));
const int = (n: number) => Math.round(n).toLocaleString("en-US");

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ")).join("\n");
}

function row(name: string, side: LoadSide, direct: LoadSide, events: number): string[] {
  const { run } = side;
  const relayCpu = side.relayCpuMs;
  return [
    name,
    fixed(run.wallMs / 1000, 1),
    fixed(run.wallMs / direct.run.wallMs, 2),
    `${run.differing}/${int(run.streams)}`,
    fixed(run.firstEvent.percentile(50), 0),
    fixed(run.gaps.percentile(50), 1),
    fixed(run.gaps.percentile(99), 1),
    fixed(run.gaps.max, 0),
    fixed(relayCpu === undefined ? undefined : relayCpu / 1000, 1),
    fixed(relayCpu === undefined ? undefined : (relayCpu * 1000) / events, 2),
    side.relayIdleRssMb === undefined ? "–" : `${fixed(side.relayIdleRssMb, 0)}→${fixed(side.relayPeakRssMb, 0)}`,
    fixed(side.upstreamCpuMs / 1000, 1),
    fixed(run.clientCpuMs / 1000, 1),
  ];
}

const cpuRatio = (a: LoadSide | undefined, b: LoadSide | undefined) => fixed((a?.relayCpuMs ?? Number.NaN) / (b?.relayCpuMs ?? Number.NaN), 2);

/** What the resumable streams left kept in the gateway's memory, against its bounds. */
function kept(figures: LoadFigures): string[] {
  const { keptBytes, sides, options } = figures;
  const resumable = sides.resumable;
  if (keptBytes === undefined || !resumable) return [];
  const perReply = keptBytes / options.streams / MIB;
  const total = keptBytes / MIB;
  const lost = resumable.run.differing;
  return [
    `resumable: ${lost} of ${int(options.streams)} streams lost (and the last ${PICK_UP_SAMPLE} picked up again whole, or BROKEN below); kept ${fixed(total, 0)} MiB (${fixed(perReply, 2)} MiB a reply) of the ${KEPT.totalMiB} MiB all kept replies may hold` +
      ` (${total <= KEPT.totalMiB ? "within" : "past it: the replies beyond are relayed but not kept"}; ${KEPT.replyMiB} MiB a reply, ${KEPT.ttlMinutes} min after each ends);` +
      ` gateway RSS ${fixed(resumable.relayIdleRssMb, 0)}→${fixed(resumable.relayPeakRssMb, 0)} MB while keeping them`,
  ];
}

export function formatLoadFigures(figures: LoadFigures): string {
  const { options, sides } = figures;
  const events = options.streams * options.tokens;
  return [
    `Load: ${int(options.streams)} concurrent streams of ${int(options.tokens)} tokens at ${options.rate} tokens/s (${fixed(options.tokens / options.rate, 1)} s each), ${options.protocol}.`,
    `The paced upstream (its own process) writes each stream's due events every ${options.tickMs} ms, one HTTP chunk per event. The client (undici)`,
    `keeps at most ${MAX_PENDING} requests waiting for headers; wall = first request to last byte. differ = streams whose bytes (comment events aside)`,
    `differ from upstream's; gap = time between a stream's updates at the client (events within 1 ms are one update);`,
    `relay CPU = the relay process's over the run; RSS = after warm-up → peak during the run.`,
    table([
      ["", "wall s", "×direct", "differ", "1st event p50 ms", "gap p50 ms", "gap p99 ms", "gap max ms", "relay CPU s", "µs/event", "RSS MB", "upstream CPU s", "client CPU s"],
      ...loadSides(options.resumable).flatMap((name) => {
        const side = sides[name];
        return side ? [row(name, side, sides.direct, events)] : [];
      }),
    ]),
    `relay CPU: gateway/bare ${cpuRatio(sides.gateway, sides.bare)}, resumable/gateway ${cpuRatio(sides.resumable, sides.gateway)}; open-file limit ${figures.fdLimit ?? "unknown"}`,
    ...kept(figures),
    "issue 10, with another tool on a quieter day: Moonlit then 29 s wall, p99 gap 90 ms, 289 MB; a widely used self-hosted chat 39 s, 98 ms, 319 MB",
    ...(options.cpuProfileDir ? [`CPU profiles written to ${options.cpuProfileDir}/load-{gateway,bare}`] : []),
    ...figures.problems.map((problem) => `BROKEN: ${problem}`),
  ].join("\n");
}
