// Failures of the browser's storage as typed values with a sentence a person can act on. Every write
// in lib/db goes through `writeTransaction`, so a failing write rolls back as a whole and nothing
// saved before it is touched.

import Dexie, { type Table } from "dexie";
import type { MoonlitDB } from "./database";

export type StorageErrorKind = "quota" | "unavailable" | "unknown";

const MESSAGES: Record<StorageErrorKind, string> = {
  quota:
    "The browser's storage is full, so this change was not saved. Delete old conversations or large attachments, or free up disk space, then try again.",
  unavailable:
    "The browser's storage is not available (private browsing or blocked site data can cause this), so conversations cannot be saved here.",
  unknown: "Saving to the browser's storage failed. Your earlier conversations are unchanged; please try again.",
};

const QUOTA_NAMES = new Set(["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"]);
const UNAVAILABLE_NAMES = new Set([
  "MissingAPIError",
  "DatabaseClosedError",
  "OpenFailedError",
  "InvalidStateError",
  "UnknownError",
  "SecurityError",
]);

export class StorageError extends Error {
  readonly kind: StorageErrorKind;

  constructor(kind: StorageErrorKind, options?: { cause?: unknown }) {
    super(MESSAGES[kind], options);
    this.name = "StorageError";
    this.kind = kind;
  }
}

/** Dexie wraps the native error (`inner`), sometimes twice (an AbortError whose cause was quota). */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === "string") names.push(name);
    current = inner;
  }
  return names;
}

export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const names = errorNames(error);
  if (names.some((name) => QUOTA_NAMES.has(name))) return new StorageError("quota", { cause: error });
  if (names.some((name) => UNAVAILABLE_NAMES.has(name))) return new StorageError("unavailable", { cause: error });
  return new StorageError("unknown", { cause: error });
}

function isStorageFailure(error: unknown): boolean {
  return error instanceof Dexie.DexieError || (typeof DOMException !== "undefined" && error instanceof DOMException);
}

/** Storage failures become StorageError; errors thrown by our own code pass through unchanged. */
export async function withStorageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isStorageFailure(error) ? toStorageError(error) : error;
  }
}

/** A read-write transaction over `tables` whose failure surfaces as a StorageError. */
export function writeTransaction<T>(
  db: MoonlitDB,
  tables: Table[],
  work: () => Promise<T>,
): Promise<T> {
  return withStorageErrors(() => db.transaction("rw", tables, work));
}
