// The page's side of the app's workers, one client for all (worker-protocol.ts is the wire): each job
// gets an id and waits in a pending map for its answer, with its progress passed on. The worker is
// started on the first job, never with the page. Where it cannot start or fails, the job either runs
// here instead (a fallback, from then on) or fails with a WorkerFailure and the next job starts a new
// worker. A time limit or a stop ends the worker the job runs on.

import type { JobHandler, WorkerReply, WorkerRequest } from "./worker-protocol";
import { errorMessage } from "./error-message";

/** The part of a Worker the client uses, so tests can hand it a fake. */
export interface WorkerLike<Job, Result, Progress = never> {
  postMessage(message: WorkerRequest<Job>): void;
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerReply<Result, Progress>>) => void): void;
  addEventListener(type: "error", listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * start: no worker could be made (the reason is what making one threw; none where there are no
 * workers); crash: its script failed; time-limit and stopped: it was ended.
 */
export type WorkerFailureKind = "start" | "crash" | "time-limit" | "stopped";

export class WorkerFailure extends Error {
  /** What the worker or the browser said, when it said anything. */
  readonly reason: string | undefined;

  constructor(
    readonly kind: WorkerFailureKind,
    reason?: string,
  ) {
    super(reason ?? `the worker failed (${kind})`);
    this.name = "WorkerFailure";
    this.reason = reason;
  }
}

export interface WorkerClientOptions<Job, Result, Progress> {
  /**
   * Makes a worker, or null where there is none. Each call site writes
   * `new Worker(new URL("./x.worker.ts", import.meta.url), { type: "module" })` whole: Turbopack
   * bundles a worker only when it can read that call.
   */
  spawn: () => WorkerLike<Job, Result, Progress> | null;
  /**
   * shared: one worker runs every job at once. queue: one worker, one job at a time, the rest wait.
   * pool: a worker per job running at once; one is kept when they are done.
   * fresh: a new worker for every job, ended with it (its memory goes with it).
   */
  mode: "shared" | "queue" | "pool" | "fresh";
  /** Runs a job here when no worker starts or one fails, and every job after it. */
  fallback?: JobHandler<Job, Result, Progress>;
  /** Told when a worker failed and the fallback takes over, with what the worker said. */
  onFallback?: (reason: string | undefined) => void;
  /** The worker says `ready` once loaded; a time limit counts from then. */
  announcesReady?: boolean;
  /** Past this, the job's worker is ended and the job fails ("time-limit"). Not for shared. */
  timeLimitMs?: number;
}

export interface RunOptions<Progress> {
  onProgress?: (progress: Progress) => void;
  /** Aborting ends the job's worker and fails the job ("stopped"). Not for shared. */
  signal?: AbortSignal;
}

export type WorkerClient<Job, Result, Progress = never> = (job: Job, options?: RunOptions<Progress>) => Promise<Result>;

interface Task<Job, Result, Progress> {
  request: WorkerRequest<Job>;
  options: RunOptions<Progress>;
  resolve(result: Result): void;
  reject(error: unknown): void;
  timer?: ReturnType<typeof setTimeout>;
  release?: () => void;
}

interface Slot<Job, Result, Progress> {
  worker: WorkerLike<Job, Result, Progress>;
  ready: boolean;
  tasks: Map<number, Task<Job, Result, Progress>>;
}

export function createWorkerClient<Job, Result, Progress = never>(options: WorkerClientOptions<Job, Result, Progress>): WorkerClient<Job, Result, Progress> {
  const { spawn, mode, fallback, timeLimitMs } = options;
  const slots = new Set<Slot<Job, Result, Progress>>();
  const waiting: Task<Job, Result, Progress>[] = [];
  let nextId = 0;
  let fellBack = false;

  const runHere = (task: Task<Job, Result, Progress>, handle: JobHandler<Job, Result, Progress>) =>
    void Promise.resolve()
      .then(() => handle(task.request.job, (progress) => task.options.onProgress?.(progress)))
      .then(task.resolve, task.reject);

  /** The task is answered: its clock and its abort listener go. */
  function settle(slot: Slot<Job, Result, Progress>, task: Task<Job, Result, Progress>): void {
    clearTimeout(task.timer);
    task.release?.();
    slot.tasks.delete(task.request.id);
  }

  /** Ends a worker: its jobs fail with `failure`, or run here when the fallback has taken over. */
  function end(slot: Slot<Job, Result, Progress>, failure: WorkerFailure): void {
    slot.worker.terminate();
    slots.delete(slot);
    for (const task of [...slot.tasks.values()]) {
      settle(slot, task);
      if (fellBack && fallback) runHere(task, fallback);
      else task.reject(failure);
    }
    next();
  }

  function startClock(slot: Slot<Job, Result, Progress>, task: Task<Job, Result, Progress>): void {
    if (timeLimitMs === undefined) return;
    task.timer = setTimeout(() => end(slot, new WorkerFailure("time-limit")), timeLimitMs);
  }

  function started(): Slot<Job, Result, Progress> | WorkerFailure {
    let worker: WorkerLike<Job, Result, Progress> | null;
    try {
      worker = spawn();
    } catch (error) {
      return new WorkerFailure("start", errorMessage(error));
    }
    if (!worker) return new WorkerFailure("start");
    const slot: Slot<Job, Result, Progress> = { worker, ready: !options.announcesReady, tasks: new Map() };
    worker.addEventListener("message", ({ data: reply }) => {
      if (reply.type === "ready") {
        slot.ready = true;
        for (const task of slot.tasks.values()) startClock(slot, task);
        return;
      }
      const task = slot.tasks.get(reply.id);
      if (!task) return;
      if (reply.type === "progress") return task.options.onProgress?.(reply.progress);
      settle(slot, task);
      if (reply.type === "result") task.resolve(reply.result);
      else task.reject(new Error(reply.message));
      done(slot);
    });
    worker.addEventListener("error", (event) => {
      // An ErrorEvent when the script threw; a plain Event when it could not load.
      const reason = "message" in event && typeof event.message === "string" && event.message ? event.message : undefined;
      if (fallback && !fellBack) {
        fellBack = true;
        options.onFallback?.(reason);
      }
      end(slot, new WorkerFailure("crash", reason));
    });
    slots.add(slot);
    return slot;
  }

  /** A worker has answered a job: the next waiting job goes to it, or a spare worker ends. */
  function done(slot: Slot<Job, Result, Progress>): void {
    if (mode === "queue") return next();
    if (mode === "shared" || slot.tasks.size > 0) return;
    const spare = mode === "fresh" || [...slots].some((other) => other !== slot && other.tasks.size === 0);
    if (spare) {
      slot.worker.terminate();
      slots.delete(slot);
    }
  }

  /** The worker a new job goes to, a failure, or null when it must wait its turn. */
  function slotFor(): Slot<Job, Result, Progress> | WorkerFailure | null {
    const [first] = slots;
    if (mode === "shared") return first ?? started();
    if (mode === "queue") return first === undefined ? started() : first.tasks.size === 0 ? first : null;
    if (mode === "fresh") return started();
    return [...slots].find((slot) => slot.tasks.size === 0) ?? started();
  }

  function send(task: Task<Job, Result, Progress>): void {
    if (fellBack && fallback) return runHere(task, fallback);
    const slot = slotFor();
    if (slot === null) return void waiting.push(task);
    if (slot instanceof WorkerFailure) {
      if (!fallback) {
        task.reject(slot);
        return next();
      }
      fellBack = true;
      return runHere(task, fallback);
    }
    slot.tasks.set(task.request.id, task);
    try {
      slot.worker.postMessage(task.request);
    } catch (error) {
      // A job that cannot be copied to the worker.
      settle(slot, task);
      task.reject(error);
      return done(slot);
    }
    const { signal } = task.options;
    if (signal) {
      const stop = () => end(slot, new WorkerFailure("stopped"));
      signal.addEventListener("abort", stop, { once: true });
      task.release = () => signal.removeEventListener("abort", stop);
    }
    if (slot.ready) startClock(slot, task);
  }

  function next(): void {
    const task = waiting.shift();
    if (task) send(task);
  }

  return (job, runOptions = {}) =>
    new Promise<Result>((resolve, reject) => {
      if (runOptions.signal?.aborted) return reject(new WorkerFailure("stopped"));
      send({ request: { id: nextId++, job }, options: runOptions, resolve, reject });
    });
}
