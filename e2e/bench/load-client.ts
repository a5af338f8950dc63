import { Agent, request } from "undici";
import { Histogram } from "./histogram";
import { StreamCheck } from "./stream-check";

// The load part's client: many streaming requests at once on undici's request API (the cheapest
// client Node has, so the client does not crowd out what it measures), each checked against the
// bytes upstream sent as it arrives, with the gap between arrivals of event bytes at the client.

export interface LoadClientOptions {
  url: string;
  streams: number;
  body: string;
  headers: Record<string, string>;
  /** Headers of each request's own (a resumable reply's fresh id). */
  ownHeaders?: () => Record<string, string>;
  /** What every stream should deliver, comment events aside. */
  expected: Buffer;
}

export interface LoadRun {
  streams: number;
  /** Streams whose bytes (comment events aside) differ from upstream's, cut short ones included. */
  differing: number;
  /** Streams that failed outright (status, connection); counted in `differing` too. */
  failed: number;
  /** The first few failures, for the report. */
  failures: string[];
  /** From the first request sent to the last stream ended. */
  wallMs: number;
  /** Bytes all streams received, comment events included. */
  bytes: number;
  /**
   * Time between a stream's successive updates: arrivals of whole events (an event arrives with its
   * blank line), those within 1 ms of the update before counting as part of it. Per event, a read
   * that brings fifty would add forty-nine zero gaps and hide the wait before it.
   */
  gaps: Histogram;
  /** From a stream's request to its first event bytes. */
  firstEvent: Histogram;
  /** This process's CPU over the run (the client's share of the machine), in ms. */
  clientCpuMs: number;
}

/**
 * At most this many requests wait for their response headers at a time; the next starts as one gets
 * them. A thousand connections knocking at once overflow a busy server's accept queue (Node's
 * default backlog is 511), and the kernel then retries them seconds later or resets them: that
 * would measure the kernel's retry timer, not the relay.
 */
export const MAX_PENDING = 100;
const MAX_FAILURES_KEPT = 5;
/** Events that complete within this long of a stream's last update are part of that update. */
const SAME_UPDATE_MS = 1;

export async function runLoad(options: LoadClientOptions): Promise<LoadRun> {
  // As many connections as streams; the default limits on headers and body silence stay (300 s).
  const agent = new Agent({ connections: options.streams, keepAliveTimeout: 1000 });
  const gaps = new Histogram();
  const firstEvent = new Histogram();
  const failures: string[] = [];
  let differing = 0;
  let failed = 0;
  let bytes = 0;

  const fail = (why: string) => {
    failed++;
    differing++;
    if (failures.length < MAX_FAILURES_KEPT) failures.push(why);
  };

  let pending = 0;
  let admit: (() => void) | null = null;
  const settled = () => {
    pending--;
    const next = admit;
    admit = null;
    next?.();
  };

  const one = async (): Promise<void> => {
    const sentAt = performance.now();
    const check = new StreamCheck(options.expected);
    let waiting = true;
    const headersIn = () => {
      if (waiting) settled();
      waiting = false;
    };
    try {
      const answer = await request(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...options.headers, ...options.ownHeaders?.() },
        body: options.body,
        dispatcher: agent,
      }).finally(headersIn);
      if (answer.statusCode !== 200) {
        fail(`status ${answer.statusCode}: ${(await answer.body.text()).slice(0, 200)}`);
        return;
      }
      let lastUpdateAt = 0;
      const onChunk = (chunk: Buffer) => {
        bytes += chunk.byteLength;
        const before = check.events;
        check.push(chunk);
        if (check.events === before) return;
        const now = performance.now();
        if (lastUpdateAt === 0) firstEvent.add(now - sentAt);
        else if (now - lastUpdateAt < SAME_UPDATE_MS) return;
        else gaps.add(now - lastUpdateAt);
        lastUpdateAt = now;
      };
      await new Promise<void>((resolve, reject) => {
        answer.body.on("data", onChunk).once("end", resolve).once("error", reject);
      });
      if (!check.identical) differing++;
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  };

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < options.streams; i++) {
    while (pending >= MAX_PENDING) await new Promise<void>((resolve) => (admit = resolve));
    pending++;
    running.push(one());
  }
  await Promise.all(running);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  await agent.close();
  return { streams: options.streams, differing, failed, failures, wallMs, bytes, gaps, firstEvent, clientCpuMs: (cpu.user + cpu.system) / 1000 };
}
