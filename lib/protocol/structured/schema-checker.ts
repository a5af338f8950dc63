// The JSON Schema checks as the app runs them: in a worker. ajv compiles each schema into a function
// (new Function), which the page's CSP forbids; the worker's script is served from /_next/static
// without that policy, so ajv runs there. Where there is no Worker (Vitest, a server) the same pure
// functions run here. One worker, started on first use and kept; each request has an id.

import type { RequestedFormat } from "@/lib/protocol/message";
import type { InputSchemaProblem } from "./check-input-schema";
import type { StructuredCheck } from "./check-structured";

export type SchemaCheckJob = { kind: "structured"; text: string; format: RequestedFormat } | { kind: "input-schema"; schema: unknown };

export type SchemaCheckRequest = SchemaCheckJob & { id: number };

/** A check's result, or what it threw, as a value (a worker cannot throw across postMessage). */
export type SchemaCheckReply = { id: number; ok: true; result: StructuredCheck | InputSchemaProblem[] } | { id: number; ok: false; message: string };

interface Pending {
  resolve(result: StructuredCheck | InputSchemaProblem[]): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** A worker that failed to start or crashed: what waits for it fails, and the next check starts a new one. */
function drop(message: string): void {
  worker?.terminate();
  worker = undefined;
  const waiting = [...pending.values()];
  pending.clear();
  for (const request of waiting) request.reject(new Error(message));
}

function started(): Worker {
  if (worker) return worker;
  const fresh = new Worker(new URL("./schema-check.worker.ts", import.meta.url), { type: "module" });
  fresh.addEventListener("message", (event: MessageEvent<SchemaCheckReply>) => {
    const reply = event.data;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (reply.ok) request.resolve(reply.result);
    else request.reject(new Error(reply.message));
  });
  fresh.addEventListener("error", (event) => drop(event.message || "The JSON Schema checker stopped."));
  worker = fresh;
  return fresh;
}

/** Runs a job here, where there is no worker: the pure checks, loaded on demand (ajv is heavy). */
async function runHere(job: SchemaCheckJob): Promise<StructuredCheck | InputSchemaProblem[]> {
  if (job.kind === "structured") return (await import("./check-structured")).checkStructured(job.text, job.format);
  return (await import("./check-input-schema")).inputSchemaProblems(job.schema);
}

function check(job: SchemaCheckJob): Promise<StructuredCheck | InputSchemaProblem[]> {
  if (typeof Worker === "undefined") return runHere(job);
  return new Promise((resolve, reject) => {
    const target = started();
    const id = nextId++;
    pending.set(id, { resolve, reject });
    target.postMessage({ ...job, id } satisfies SchemaCheckRequest);
  });
}

/** checkStructured (check-structured.ts), off the page's thread. */
export function checkStructuredAsync(text: string, format: RequestedFormat): Promise<StructuredCheck> {
  return check({ kind: "structured", text, format }) as Promise<StructuredCheck>;
}

/** inputSchemaProblems (check-input-schema.ts), off the page's thread. */
export function inputSchemaProblemsAsync(schema: unknown): Promise<InputSchemaProblem[]> {
  return check({ kind: "input-schema", schema }) as Promise<InputSchemaProblem[]>;
}
