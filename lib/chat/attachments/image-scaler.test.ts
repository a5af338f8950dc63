import { describe, expect, it, vi } from "vitest";
import { answerRequest, type WorkerReply, type WorkerRequest } from "@/lib/async/worker-protocol";
import { createImageScaler, type ScaleWorker } from "./image-scaler";
import type { ScaleResult } from "./scale-image";
import { scaleJob, type Scale, type ScaleJob } from "./scale-protocol";

type ScaleRequest = WorkerRequest<ScaleJob>;
type ScaleReply = WorkerReply<ScaleResult, number>;

// A worker in the same thread: the page's side talks to the worker's scaleJob through posted messages,
// as with a real worker (each message delivered later, never synchronously).
function fakeWorker(scale: Scale) {
  const listeners: { message: Array<(event: MessageEvent<ScaleReply>) => void>; error: Array<(event: { message: string }) => void> } = {
    message: [],
    error: [],
  };
  const posted: ScaleRequest[] = [];
  const worker: ScaleWorker & { fail(): void; posted: ScaleRequest[]; terminated: boolean } = {
    posted,
    terminated: false,
    postMessage(request) {
      posted.push(request);
      setTimeout(() => void answerRequest(request, scaleJob(scale), (reply) => setTimeout(() => listeners.message.forEach((l) => l({ data: reply } as MessageEvent<ScaleReply>)))));
    },
    addEventListener(type: "message" | "error", listener: never) {
      (listeners[type] as unknown[]).push(listener);
    },
    terminate() {
      worker.terminated = true;
    },
    fail: () => listeners.error.forEach((l) => l({ message: "Uncaught Error: Missing worker bootstrap config" })),
  };
  return worker;
}

const limits = { maxSide: 2048, maxBytes: 5_000_000 };
const scaled: ScaleResult = { kind: "scaled", blob: new Blob(["small"]), width: 2048, height: 1024 };

describe("the image scaler", () => {
  it("sends each image to the worker, relays its progress and resolves with its result", async () => {
    const inWorker: Scale = async (_blob, _limits, onProgress) => {
      onProgress(0.3);
      onProgress(0.9);
      return scaled;
    };
    const worker = fakeWorker(inWorker);
    const makeWorker = vi.fn(() => worker);
    const scale = createImageScaler(makeWorker);
    const progress: number[] = [];
    const [first, second] = await Promise.all([
      scale(new Blob(["a"]), limits, (fraction) => progress.push(fraction)),
      scale(new Blob(["b"]), limits, () => {}),
    ]);
    expect(first).toBe(scaled);
    expect(second).toBe(scaled);
    expect(progress).toEqual([0.3, 0.9]);
    expect(worker.posted.map((request) => request.id)).toEqual([0, 1]);
    expect(worker.posted[0].job.limits).toEqual(limits);
    expect(makeWorker).toHaveBeenCalledTimes(1);
  });

  it("rejects with the worker's message when scaling throws there", async () => {
    const scale = createImageScaler(() => fakeWorker(async () => Promise.reject(new Error("out of memory"))));
    await expect(scale(new Blob(["a"]), limits, () => {})).rejects.toThrow("out of memory");
  });

  it("runs on the page when there is no worker, or when the worker fails (and says so)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const inThread = vi.fn<Scale>(async () => ({ kind: "kept" }));
    expect(await createImageScaler(() => null, inThread)(new Blob(["a"]), limits, () => {})).toEqual({ kind: "kept" });
    expect(
      await createImageScaler(() => {
        throw new Error("blocked");
      }, inThread)(new Blob(["a"]), limits, () => {}),
    ).toEqual({ kind: "kept" });

    const stuck = fakeWorker(() => new Promise(() => {}));
    const scale = createImageScaler(() => stuck, inThread);
    const waiting = scale(new Blob(["a"]), limits, () => {});
    stuck.fail();
    expect(await waiting).toEqual({ kind: "kept" });
    expect(stuck.terminated).toBe(true);
    expect(inThread).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining("scaling on the page"), "Uncaught Error: Missing worker bootstrap config");
    warn.mockRestore();
  });
});
