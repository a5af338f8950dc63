// What the page asks the image scaler's worker: an image and the limits it must fit. The worker
// answers with progress (0 to 1), then the result (lib/async/worker-protocol.ts is the envelope).

import type { JobHandler } from "@/lib/async/worker-protocol";
import { scaleImage, type ScaleResult } from "./scale-image";
import type { ImageLimits } from "./scale-plan";

export interface ScaleJob {
  blob: Blob;
  limits: ImageLimits;
}

export type Scale = (blob: Blob, limits: ImageLimits, onProgress: (fraction: number) => void) => Promise<ScaleResult>;

/** `scale` as the worker runs it (and the page, where there is no worker). */
export function scaleJob(scale: Scale = scaleImage): JobHandler<ScaleJob, ScaleResult, number> {
  return (job, onProgress) => scale(job.blob, job.limits, onProgress);
}
