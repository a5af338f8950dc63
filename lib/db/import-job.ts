// Importing a file as a job for the import worker (import.worker.ts): the page sends the file and the
// database's name, the worker answers with progress, then the summary or the failure. A failure
// crosses as plain fields (an Error would arrive as its message only), and import-client.ts rebuilds
// it with the name and kind its sentence is chosen by (import-error-text.ts, error-text.ts).

import type { MoonlitDB } from "./database";
import type { ImportSummary } from "./import";
import { importFromFile } from "./import-from-file";

export interface ImportJob {
  file: Blob;
  /** The database to import into, opened by the worker itself. */
  database: string;
}

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportFailure {
  name: string;
  message: string;
  kind?: string;
  entry?: string;
  detail?: string;
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; failure: ImportFailure };

function failureOf(error: unknown): ImportFailure {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { kind, entry, detail } = error as { kind?: unknown; entry?: unknown; detail?: unknown };
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return { name: error.name, message: error.message, kind: text(kind), entry: text(entry), detail: text(detail) };
}

/** Imports `file` into `db`; what went wrong is an outcome, not a throw. */
export async function importOutcome(db: MoonlitDB, file: Blob, onProgress: (progress: ImportProgress) => void): Promise<ImportOutcome> {
  try {
    return { ok: true, summary: await importFromFile(db, file, { onProgress: (done, total) => onProgress({ done, total }) }) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
