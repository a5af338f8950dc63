// The JSON Schema checks as the app runs them: in a worker. ajv compiles each schema into a function
// (new Function), which the page's CSP forbids; the worker's script is served from /_next/static
// without that policy, so ajv runs there. Where there is no Worker (Vitest, a server) the same pure
// functions run here. One worker, started on first use and kept.
//
// Schemas come from outside (a share, an imported tool library), and one `pattern` can backtrack for
// hours on the text it checks. So the worker gets one check at a time, and a check still running at
// the time limit ends the worker: that check is answered "timed out", and the ones after it go to a
// new worker.

import { createWorkerClient, WorkerFailure } from "@/lib/async/worker-client";
import type { RequestedFormat } from "@/lib/protocol/message";
import type { InputSchemaProblem } from "@/lib/view/structured/check-input-schema";
import type { StructuredCheck } from "@/lib/view/structured/check-structured";

/** A check still running after this long is stopped (from when ajv has loaded in the worker). */
export const SCHEMA_CHECK_TIME_LIMIT_MS = 5_000;

export type SchemaCheckJob = { kind: "structured"; text: string; format: RequestedFormat } | { kind: "input-schema"; schema: unknown };

export type SchemaCheckResult = StructuredCheck | InputSchemaProblem[];

const checkInWorker = createWorkerClient<SchemaCheckJob, SchemaCheckResult>({
  mode: "queue",
  spawn: () => new Worker(new URL("./schema-check.worker.ts", import.meta.url), { type: "module" }),
  announcesReady: true,
  timeLimitMs: SCHEMA_CHECK_TIME_LIMIT_MS,
});

/** What a check stopped at the time limit answers: the schema could not be checked in time. */
function timedOut(job: SchemaCheckJob): SchemaCheckResult {
  const seconds = Math.round(SCHEMA_CHECK_TIME_LIMIT_MS / 100) / 10;
  if (job.kind === "structured") return { problems: [{ kind: "timeout", seconds }] };
  return [{ path: "/", message: `the schema check was stopped after ${seconds} s: the schema costs too much to check` }];
}

/** Runs a job here, where there is no worker: the pure checks, loaded on demand (ajv is heavy). */
async function runHere(job: SchemaCheckJob): Promise<SchemaCheckResult> {
  if (job.kind === "structured") return (await import("@/lib/view/structured/check-structured")).checkStructured(job.text, job.format);
  return (await import("@/lib/view/structured/check-input-schema")).inputSchemaProblems(job.schema);
}

async function check(job: SchemaCheckJob): Promise<SchemaCheckResult> {
  if (typeof Worker === "undefined") return runHere(job);
  try {
    return await checkInWorker(job);
  } catch (error) {
    if (!(error instanceof WorkerFailure)) throw error;
    if (error.kind === "time-limit") return timedOut(job);
    // A worker that failed to start or crashed: the check on it fails, and the next starts a new one.
    throw new Error(error.reason ?? "The JSON Schema checker stopped.");
  }
}

/** checkStructured (check-structured.ts), off the page's thread and within the time limit. */
export function checkStructuredAsync(text: string, format: RequestedFormat): Promise<StructuredCheck> {
  return check({ kind: "structured", text, format }) as Promise<StructuredCheck>;
}

/** inputSchemaProblems (check-input-schema.ts), off the page's thread and within the time limit. */
export function inputSchemaProblemsAsync(schema: unknown): Promise<InputSchemaProblem[]> {
  return check({ kind: "input-schema", schema }) as Promise<InputSchemaProblem[]>;
}
