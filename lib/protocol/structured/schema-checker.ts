// The JSON Schema checks as the app runs them: in a worker. ajv compiles each schema into a function
// (new Function), which the page's CSP forbids; the worker's script is served from /_next/static
// without that policy, so ajv runs there. Where there is no Worker (Vitest, a server) the same pure
// functions run here. One worker, started on first use and kept.
//
// Schemas come from outside (a share, an imported tool library), and one `pattern` can backtrack for
// hours on the text it checks. So the worker gets one check at a time, and a check still running at
// the time limit ends the worker: that check is answered "timed out", and the ones after it go to a
// new worker.

import type { RequestedFormat } from "@/lib/protocol/message";
import type { InputSchemaProblem } from "./check-input-schema";
import type { StructuredCheck } from "./check-structured";

/** A check still running after this long is stopped (from when ajv has loaded in the worker). */
export const SCHEMA_CHECK_TIME_LIMIT_MS = 5_000;

export type SchemaCheckJob = { kind: "structured"; text: string; format: RequestedFormat } | { kind: "input-schema"; schema: unknown };

export type SchemaCheckRequest = SchemaCheckJob & { id: number };

type SchemaCheckResult = StructuredCheck | InputSchemaProblem[];

/**
 * `ready` once the worker has loaded ajv; then a check's result, or what it threw, as a value (a
 * worker cannot throw across postMessage).
 */
export type SchemaCheckReply =
  | { ready: true }
  | { id: number; ok: true; result: SchemaCheckResult }
  | { id: number; ok: false; message: string };

interface Pending {
  request: SchemaCheckRequest;
  resolve(result: SchemaCheckResult): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let ready = false;
let nextId = 0;
const queue: Pending[] = [];
let current: Pending | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** What a check stopped at the time limit answers: the schema could not be checked in time. */
function timedOut(job: SchemaCheckJob): SchemaCheckResult {
  const seconds = Math.round(SCHEMA_CHECK_TIME_LIMIT_MS / 100) / 10;
  if (job.kind === "structured") return { problems: [{ kind: "timeout", seconds }] };
  return [{ path: "/", message: `the schema check was stopped after ${seconds} s: the schema costs too much to check` }];
}

/** Ends the running check and the worker it runs on; the next check starts a new worker. */
function stop(answer: (pending: Pending) => void): void {
  clearTimeout(timer);
  worker?.terminate();
  worker = undefined;
  ready = false;
  const stopped = current;
  current = undefined;
  if (stopped) answer(stopped);
  sendNext();
}

function startClock(): void {
  const running = current;
  if (!running) return;
  timer = setTimeout(() => stop((pending) => pending.resolve(timedOut(running.request))), SCHEMA_CHECK_TIME_LIMIT_MS);
}

function started(): Worker {
  if (worker) return worker;
  const fresh = new Worker(new URL("./schema-check.worker.ts", import.meta.url), { type: "module" });
  fresh.addEventListener("message", (event: MessageEvent<SchemaCheckReply>) => {
    const reply = event.data;
    if ("ready" in reply) {
      ready = true;
      startClock();
      return;
    }
    if (reply.id !== current?.request.id) return;
    clearTimeout(timer);
    const answered = current;
    current = undefined;
    if (reply.ok) answered.resolve(reply.result);
    else answered.reject(new Error(reply.message));
    sendNext();
  });
  // A worker that failed to start or crashed: the check on it fails, and the next starts a new one.
  fresh.addEventListener("error", (event) => stop((pending) => pending.reject(new Error(event.message || "The JSON Schema checker stopped."))));
  worker = fresh;
  return fresh;
}

function sendNext(): void {
  if (current) return;
  current = queue.shift();
  if (!current) return;
  try {
    started().postMessage(current.request);
  } catch (error) {
    // A Worker that cannot be made here, or a job that cannot be copied to it.
    const failed = current;
    current = undefined;
    failed.reject(error instanceof Error ? error : new Error(String(error)));
    return sendNext();
  }
  if (ready) startClock();
}

/** Runs a job here, where there is no worker: the pure checks, loaded on demand (ajv is heavy). */
async function runHere(job: SchemaCheckJob): Promise<SchemaCheckResult> {
  if (job.kind === "structured") return (await import("./check-structured")).checkStructured(job.text, job.format);
  return (await import("./check-input-schema")).inputSchemaProblems(job.schema);
}

function check(job: SchemaCheckJob): Promise<SchemaCheckResult> {
  if (typeof Worker === "undefined") return runHere(job);
  return new Promise((resolve, reject) => {
    queue.push({ request: { ...job, id: nextId++ }, resolve, reject });
    sendNext();
  });
}

/** checkStructured (check-structured.ts), off the page's thread and within the time limit. */
export function checkStructuredAsync(text: string, format: RequestedFormat): Promise<StructuredCheck> {
  return check({ kind: "structured", text, format }) as Promise<StructuredCheck>;
}

/** inputSchemaProblems (check-input-schema.ts), off the page's thread and within the time limit. */
export function inputSchemaProblemsAsync(schema: unknown): Promise<InputSchemaProblem[]> {
  return check({ kind: "input-schema", schema }) as Promise<InputSchemaProblem[]>;
}
