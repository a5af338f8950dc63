// The messages between the page and the image scaler's worker, and the worker's side of them: each
// request gets progress messages, then exactly one result (an unexpected failure is an error string).

import { scaleImage, type ScaleResult } from "./scale-image";
import type { ImageLimits } from "./scale-plan";

export interface ScaleRequest {
  id: number;
  blob: Blob;
  limits: ImageLimits;
}

export type ScaleReply =
  | { id: number; type: "progress"; fraction: number }
  | { id: number; type: "result"; result: ScaleResult }
  | { id: number; type: "error"; message: string };

export type Scale = (blob: Blob, limits: ImageLimits, onProgress: (fraction: number) => void) => Promise<ScaleResult>;

/** Answers one request through `post`; the worker calls this for every message it gets. */
export async function answerScaleRequest(request: ScaleRequest, post: (reply: ScaleReply) => void, scale: Scale = scaleImage): Promise<void> {
  const { id } = request;
  try {
    const result = await scale(request.blob, request.limits, (fraction) => post({ id, type: "progress", fraction }));
    post({ id, type: "result", result });
  } catch (error) {
    post({ id, type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
