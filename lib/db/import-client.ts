// The page's side of importing a file: the work runs in the import worker (import.worker.ts), a new
// one per import, ended with it (the file's rows leave memory with it). Where no worker starts, the
// same import runs here, its code loaded only then.

import { createWorkerClient, type WorkerLike } from "@/lib/async/worker-client";
import type { MoonlitDB } from "./database";
import type { ImportSummary } from "./import";
import type { ImportFailure, ImportJob, ImportOutcome, ImportProgress } from "./import-job";

export type ImportWorker = WorkerLike<ImportJob, ImportOutcome, ImportProgress>;

function browserWorker(): ImportWorker | null {
  if (typeof Worker !== "function") return null;
  return new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module" });
}

/** Imports `file` into `db` off the page; fails as importFromFile would (ImportError, StorageError). */
export async function importInWorker(
  db: MoonlitDB,
  file: Blob,
  onProgress?: (done: number, total: number) => void,
  spawn: () => ImportWorker | null = browserWorker,
): Promise<ImportSummary> {
  const run = createWorkerClient<ImportJob, ImportOutcome, ImportProgress>({
    mode: "fresh",
    spawn,
    fallback: async (job, progress) => (await import("./import-job")).importOutcome(db, job.file, progress),
    onFallback: (reason) => console.warn("Moonlit: the import worker failed; importing on the page instead.", reason),
  });
  const outcome = await run({ file, database: db.name }, { onProgress: (p) => onProgress?.(p.done, p.total) });
  if (outcome.ok) return outcome.summary;
  throw rebuildFailure(outcome.failure);
}

/** The page's Error for a failed import: its message, name and kind as the worker saw them. */
export function rebuildFailure(failure: ImportFailure): Error {
  const error = new Error(failure.message);
  error.name = failure.name;
  for (const key of ["kind", "entry", "detail"] as const) if (failure[key] !== undefined) Object.assign(error, { [key]: failure[key] });
  return error;
}
