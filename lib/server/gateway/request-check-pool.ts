import "server-only";
import { Worker } from "node:worker_threads";
import type { Protocol } from "@/lib/protocol/models";
import { checkRequest, type RequestCheck } from "./request-check";

// Large bodies are checked on worker threads. JSON.parse, the validation and the simulator each walk
// every message: a 16 MB body of 500,000 one-letter messages held the event loop, and so every
// other request, for 1.5 to 3 s. Refusing wide bodies is no answer (a real conversation near the
// context window has thousands of messages), so the walking happens off the main thread, which only
// moves the bytes there and back (a transfer, not a copy). Small bodies, whose check costs less than
// the trip, stay on the main thread.

/** Bodies up to this size are checked on the main thread: at most ~2,000 messages, a few ms. */
export const INLINE_MAX_BYTES = 64 * 1024;
// Two bodies checked at once; more wait in line (the body budget bounds how many are held at all).
const WORKERS = 2;

export interface CheckJob {
  protocol: Protocol;
  bytes: Uint8Array;
  demo: boolean;
}

/** The check, and the body's bytes (moved back from the worker: the caller's copy is detached). */
export interface CheckedBody {
  check: RequestCheck;
  bytes: Uint8Array;
}

export type RequestChecker = (protocol: Protocol, bytes: Uint8Array, demo: boolean) => Promise<CheckedBody>;

/** Starts a worker running request-check.worker.ts (tests start it from source). */
export type SpawnCheckWorker = () => Worker;

// Next's bundler (Turbopack) makes request-check.worker.ts a worker entry of its own, for `next start`
// and the standalone server alike, only when it can read this call whole: the URL and the options
// written out here, not passed in. The heap limit: a body whose parsed form needs more is refused
// (body_too_complex), and the worker alone ends, not the server.
const spawnBundled: SpawnCheckWorker = () =>
  new Worker(new URL("./request-check.worker.ts", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 512 } });

export interface RequestCheckerOptions {
  spawn?: SpawnCheckWorker;
  inlineMaxBytes?: number;
}

interface Job {
  job: CheckJob;
  resolve: (answer: CheckedBody) => void;
  reject: (error: unknown) => void;
}

const TOO_COMPLEX: RequestCheck = { ok: false, error: { kind: "body_too_complex" }, model: undefined };

/** Only the body's own bytes move: a view into a larger buffer is copied out first. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

export function createRequestChecker(options: RequestCheckerOptions = {}): RequestChecker {
  const spawn = options.spawn ?? spawnBundled;
  const inlineMaxBytes = options.inlineMaxBytes ?? INLINE_MAX_BYTES;
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const line: Job[] = [];

  function start(): Worker {
    const worker = spawn();
    // Idle workers must not keep the process alive.
    worker.unref();
    let failure: unknown;
    worker.on("message", (answer: CheckedBody) => {
      const job = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      job?.resolve(answer);
      next();
    });
    worker.on("error", (error) => (failure = error));
    worker.once("exit", () => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
      if (job && (failure as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY") {
        job.resolve({ check: TOO_COMPLEX, bytes: new Uint8Array(0) });
      } else {
        job?.reject(failure ?? new Error("the request check worker stopped"));
      }
      next();
    });
    return worker;
  }

  function next(): void {
    while (line.length > 0) {
      let worker = idle.pop();
      if (!worker && busy.size >= WORKERS) return;
      const job = line.shift() as Job;
      try {
        worker ??= start();
      } catch (error) {
        job.reject(error);
        continue;
      }
      busy.set(worker, job);
      worker.postMessage(job.job, [job.job.bytes.buffer as ArrayBuffer]);
    }
  }

  return async function check(protocol, bytes, demo) {
    if (bytes.byteLength <= inlineMaxBytes) return { check: checkRequest(protocol, bytes, demo), bytes };
    return new Promise<CheckedBody>((resolve, reject) => {
      line.push({ job: { protocol, bytes: ownBuffer(bytes), demo }, resolve, reject });
      next();
    });
  };
}

/** The process's checker; its workers start with the first large body. */
export const checkRequestBody: RequestChecker = createRequestChecker();
