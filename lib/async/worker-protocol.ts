import { errorMessage } from "./error-message";
// The messages between the page and the app's workers (the highlighter, the image scaler, the JSON
// Schema checker, the calculator, the documents reader), one envelope for all: a request carries an
// id and its job; the worker answers that id with progress, then a result or what went wrong. A
// worker that loads something heavy first (ajv, mathjs) says `ready` once it has, so time limits
// count only the work.

export interface WorkerRequest<Job> {
  id: number;
  job: Job;
}

export type WorkerReply<Result, Progress = never> =
  | { type: "ready" }
  | { type: "progress"; id: number; progress: Progress }
  | { type: "result"; id: number; result: Result }
  | { type: "error"; id: number; message: string };

/** Does one job; `onProgress` for the jobs that report it. */
export type JobHandler<Job, Result, Progress = never> = (job: Job, onProgress: (progress: Progress) => void) => Result | Promise<Result>;

/**
 * Answers one request through `post`: its progress, then its result, or what it threw as an error
 * (a worker cannot throw across postMessage). A handler that answers at once is answered at once.
 */
export function answerRequest<Job, Result, Progress>(
  request: WorkerRequest<Job>,
  handle: JobHandler<Job, Result, Progress>,
  post: (reply: WorkerReply<Result, Progress>) => void,
): void | Promise<void> {
  const { id } = request;
  const fail = (error: unknown) => post({ type: "error", id, message: errorMessage(error) });
  let answer: Result | Promise<Result>;
  try {
    answer = handle(request.job, (progress) => post({ type: "progress", id, progress }));
  } catch (error) {
    return fail(error);
  }
  if (!(answer instanceof Promise)) return post({ type: "result", id, result: answer });
  return answer.then((result) => post({ type: "result", id, result }), fail);
}

interface WorkerScope<Job, Result, Progress> {
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest<Job>>) => void): void;
  postMessage(message: WorkerReply<Result, Progress>): void;
}

/** Inside a worker: answers every request with `handle`, after saying `ready` when the page waits for it. */
export function serveRequests<Job, Result, Progress = never>(handle: JobHandler<Job, Result, Progress>, options: { announceReady?: boolean } = {}): void {
  const scope = globalThis as unknown as WorkerScope<Job, Result, Progress>;
  // Bound once: a library may hide the scope's postMessage while it loads (pdf.js, pdf-library.ts).
  const post = scope.postMessage.bind(scope);
  scope.addEventListener("message", (event) => void answerRequest(event.data, handle, post));
  // The worker's imports have loaded by the time its module runs this.
  if (options.announceReady) scope.postMessage({ type: "ready" });
}
