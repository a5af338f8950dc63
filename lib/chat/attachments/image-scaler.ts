// The page's side of the image scaler. The worker is created on the first image, never with the page;
// where it cannot start (no Worker, a failed load) the same code runs here instead.

import { scaleImage, type ScaleResult } from "./scale-image";
import type { ImageLimits } from "./scale-plan";
import type { Scale, ScaleReply, ScaleRequest } from "./scale-protocol";

/** The part of a Worker the scaler uses, so tests can hand it a fake. */
export interface WorkerLike {
  postMessage(message: ScaleRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ScaleReply>) => void): void;
  addEventListener(type: "error", listener: (event: Pick<ErrorEvent, "message">) => void): void;
  terminate(): void;
}

interface Pending {
  request: ScaleRequest;
  onProgress: (fraction: number) => void;
  resolve(result: ScaleResult): void;
  reject(error: Error): void;
}

export function createImageScaler(makeWorker: () => WorkerLike | null, inThread: Scale = scaleImage): Scale {
  let worker: WorkerLike | null | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const runHere = (job: Pending) => inThread(job.request.blob, job.request.limits, job.onProgress).then(job.resolve, job.reject);

  /** Runs every job still waiting for the worker here instead, and stops using the worker. */
  function abandon(event: Pick<ErrorEvent, "message">): void {
    // Said once, so a worker that cannot start (its script not served whole, say) is not mistaken for a slow page.
    console.warn("Moonlit: the image scaler's worker failed; scaling on the page instead.", event.message);
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) void runHere(job);
  }

  function started(): WorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = makeWorker();
    } catch {
      worker = null;
    }
    worker?.addEventListener("message", (event: MessageEvent<ScaleReply>) => {
      const reply = event.data;
      const job = pending.get(reply.id);
      if (!job) return;
      if (reply.type === "progress") return job.onProgress(reply.fraction);
      pending.delete(reply.id);
      if (reply.type === "result") job.resolve(reply.result);
      else job.reject(new Error(reply.message));
    });
    worker?.addEventListener("error", abandon);
    return worker;
  }

  return (blob: Blob, limits: ImageLimits, onProgress: (fraction: number) => void) =>
    new Promise<ScaleResult>((resolve, reject) => {
      const job: Pending = { request: { id: nextId++, blob, limits }, onProgress, resolve, reject };
      const target = started();
      if (!target) return void runHere(job);
      pending.set(job.request.id, job);
      target.postMessage(job.request);
    });
}

function browserWorker(): WorkerLike | null {
  if (typeof Worker !== "function") return null;
  return new Worker(new URL("./image-scale.worker.ts", import.meta.url), { type: "module" });
}

/** Scales an image as scale-plan decides, in the scaler's worker. */
export const scaleImageInWorker: Scale = createImageScaler(browserWorker);
