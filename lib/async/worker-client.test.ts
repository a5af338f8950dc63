import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorkerClient, WorkerFailure, type WorkerLike } from "./worker-client";
import { answerRequest, type JobHandler, type WorkerReply, type WorkerRequest } from "./worker-protocol";

type Reply = WorkerReply<number, string>;

/**
 * A worker in the test's thread running `handle` on each job, every message delivered later (never
 * synchronously), as a real worker's are. `hangs` marks the jobs it never answers; `ready` says it
 * has loaded (when the client waits for that).
 */
class FakeWorker implements WorkerLike<number, number, string> {
  readonly posted: WorkerRequest<number>[] = [];
  terminated = false;
  private readonly listeners = { message: [] as ((event: MessageEvent<Reply>) => void)[], error: [] as ((event: Event) => void)[] };

  constructor(
    private readonly handle: JobHandler<number, number, string>,
    private readonly hangs: (job: number) => boolean = () => false,
  ) {}

  postMessage(request: WorkerRequest<number>): void {
    this.posted.push(request);
    if (!this.hangs(request.job)) setTimeout(() => void answerRequest(request, this.handle, (reply) => this.say(reply)));
  }

  addEventListener(type: "message" | "error", listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }

  terminate(): void {
    this.terminated = true;
  }

  say(reply: Reply): void {
    setTimeout(() => this.terminated || this.listeners.message.forEach((listener) => listener({ data: reply } as MessageEvent<Reply>)));
  }

  fail(message?: string): void {
    const event = Object.assign(new Event("error"), message === undefined ? {} : { message });
    this.listeners.error.forEach((listener) => listener(event));
  }
}

const double: JobHandler<number, number, string> = (job) => job * 2;

function workers(handle = double, hangs?: (job: number) => boolean) {
  const made: FakeWorker[] = [];
  const spawn = vi.fn(() => {
    const worker = new FakeWorker(handle, hangs);
    made.push(worker);
    return worker;
  });
  return { made, spawn };
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as WorkerFailure);

afterEach(() => {
  vi.useRealTimers();
});

describe("createWorkerClient", () => {
  it("shared: one worker runs every job, each answered by its id, its progress passed on", async () => {
    const { made, spawn } = workers(async (job, onProgress) => {
      onProgress(`half of ${job}`);
      return job * 2;
    });
    const run = createWorkerClient({ mode: "shared", spawn });
    const progress: string[] = [];
    expect(await Promise.all([run(1, { onProgress: (said) => progress.push(said) }), run(2), run(3)])).toEqual([2, 4, 6]);
    expect(progress).toEqual(["half of 1"]);
    expect(made).toHaveLength(1);
    expect(made[0].posted).toEqual([{ id: 0, job: 1 }, { id: 1, job: 2 }, { id: 2, job: 3 }]);
  });

  it("rejects with what the job threw in the worker, and keeps the worker", async () => {
    const { made, spawn } = workers((job) => {
      if (job < 0) throw new Error("no negatives");
      return job;
    });
    const run = createWorkerClient({ mode: "shared", spawn });
    await expect(run(-1)).rejects.toThrow("no negatives");
    expect(await run(5)).toBe(5);
    expect(made).toHaveLength(1);
    expect(made[0].terminated).toBe(false);
  });

  it("with a fallback: runs here where no worker starts, and from a failed worker on, saying so once", async () => {
    const here = vi.fn<JobHandler<number, number, string>>((job) => job + 100);
    const onFallback = vi.fn();
    expect(await createWorkerClient({ mode: "shared", spawn: () => null, fallback: here })(1)).toBe(101);

    const { made, spawn } = workers(double, () => true);
    const run = createWorkerClient({ mode: "shared", spawn, fallback: here, onFallback });
    const waiting = [run(2), run(3)];
    made[0].fail("Missing worker bootstrap config");
    expect(await Promise.all(waiting)).toEqual([102, 103]);
    expect(await run(4)).toBe(104);
    expect(made).toHaveLength(1);
    expect(made[0].terminated).toBe(true);
    expect(onFallback).toHaveBeenCalledExactlyOnceWith("Missing worker bootstrap config");
  });

  it("without a fallback: a worker that cannot start or fails fails its job, and the next job starts a new one", async () => {
    const blocked = createWorkerClient<number, number>({
      mode: "queue",
      spawn: () => {
        throw new Error("Workers are blocked");
      },
    });
    expect(await failureOf(blocked(1))).toMatchObject({ kind: "start", reason: "Workers are blocked" });

    const { made, spawn } = workers(double, (job) => job === 1);
    const run = createWorkerClient({ mode: "queue", spawn });
    const crashed = failureOf(run(1));
    const next = run(2);
    made[0].fail();
    expect(await crashed).toMatchObject({ kind: "crash", reason: undefined });
    expect(await next).toBe(4);
    expect(made.map((worker) => worker.terminated)).toEqual([true, false]);
  });

  it("queue: one job at a time on one worker", async () => {
    const { made, spawn } = workers();
    const run = createWorkerClient({ mode: "queue", spawn });
    const all = Promise.all([run(1), run(2), run(3)]);
    expect(made[0].posted.map((request) => request.job)).toEqual([1]);
    expect(await all).toEqual([2, 4, 6]);
    expect(made[0].posted.map((request) => request.job)).toEqual([1, 2, 3]);
    expect(made).toHaveLength(1);
  });

  it("pool: a worker per job running at once, and one kept afterwards", async () => {
    const { made, spawn } = workers();
    const run = createWorkerClient({ mode: "pool", spawn });
    expect(await Promise.all([run(1), run(2), run(3)])).toEqual([2, 4, 6]);
    expect(made).toHaveLength(3);
    expect(made.filter((worker) => !worker.terminated)).toHaveLength(1);
    expect(await run(4)).toBe(8);
    expect(made).toHaveLength(3);
  });

  it("fresh: a new worker for every job, each ended when its job is answered", async () => {
    const { made, spawn } = workers();
    const run = createWorkerClient({ mode: "fresh", spawn });
    expect(await Promise.all([run(1), run(2)])).toEqual([2, 4]);
    expect(await run(3)).toBe(6);
    expect(made.map((worker) => worker.posted.map((request) => request.job))).toEqual([[1], [2], [3]]);
    expect(made.every((worker) => worker.terminated)).toBe(true);
  });

  it("fails a job with a start failure without a reason where there are no workers", async () => {
    const run = createWorkerClient<number, number>({ mode: "fresh", spawn: () => null });
    expect(await failureOf(run(1))).toMatchObject({ kind: "start", reason: undefined });
  });

  it("ends the worker at the time limit, counted from its ready, and the next job goes to a new one", async () => {
    vi.useFakeTimers();
    const { made, spawn } = workers(double, (job) => job === 1);
    const run = createWorkerClient({ mode: "queue", spawn, announcesReady: true, timeLimitMs: 1_000 });
    const slow = failureOf(run(1));
    const queued = run(2);
    // Loading takes longer than the limit: no clock runs until the worker says it is ready.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(made[0].terminated).toBe(false);
    made[0].say({ type: "ready" });
    await vi.advanceTimersByTimeAsync(999);
    expect(made[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toMatchObject({ kind: "time-limit" });
    expect(made[0].terminated).toBe(true);
    made[1].say({ type: "ready" });
    await vi.advanceTimersByTimeAsync(10);
    expect(await queued).toBe(4);
  });

  it("ends the worker when its job is stopped, and runs nothing for a job stopped before it starts", async () => {
    const { made, spawn } = workers(double, () => true);
    const run = createWorkerClient({ mode: "pool", spawn });
    const stop = new AbortController();
    const pending = failureOf(run(1, { signal: stop.signal }));
    stop.abort();
    expect(await pending).toMatchObject({ kind: "stopped" });
    expect(made[0].terminated).toBe(true);
    expect(await failureOf(run(2, { signal: stop.signal }))).toMatchObject({ kind: "stopped" });
    expect(made).toHaveLength(1);
  });

  it("fails only the job that cannot be sent to the worker", async () => {
    const { made, spawn } = workers();
    const run = createWorkerClient({ mode: "queue", spawn });
    const first = run(1);
    made[0].postMessage = () => {
      throw new DOMException("could not be cloned", "DataCloneError");
    };
    await expect(run(2)).rejects.toThrow("could not be cloned");
    expect(await first).toBe(2);
  });
});
