// The page's side of the image scaler. The worker is created on the first image, never with the page;
// where it cannot start (no Worker, a failed load) the same code runs here instead.

import { createWorkerClient, type WorkerLike } from "@/lib/async/worker-client";
import { scaleImage, type ScaleResult } from "./scale-image";
import { scaleJob, type Scale, type ScaleJob } from "./scale-protocol";

export type ScaleWorker = WorkerLike<ScaleJob, ScaleResult, number>;

export function createImageScaler(makeWorker: () => ScaleWorker | null, inThread: Scale = scaleImage): Scale {
  const run = createWorkerClient<ScaleJob, ScaleResult, number>({
    mode: "shared",
    spawn: makeWorker,
    fallback: scaleJob(inThread),
    // Said once, so a worker that cannot start (its script not served whole, say) is not mistaken for a slow page.
    onFallback: (reason) => console.warn("Moonlit: the image scaler's worker failed; scaling on the page instead.", reason),
  });
  return (blob, limits, onProgress) => run({ blob, limits }, { onProgress });
}

function browserWorker(): ScaleWorker | null {
  if (typeof Worker !== "function") return null;
  return new Worker(new URL("./image-scale.worker.ts", import.meta.url), { type: "module" });
}

/** Scales an image as scale-plan decides, in the scaler's worker. */
export const scaleImageInWorker: Scale = createImageScaler(browserWorker);
