// Failures that happen away from any button press (a batch write of a streaming reply hitting a full
// disk, say) must still reach the person. The Engine knows only this interface; the UI implements it
// (a toast in the person's language) and registers it while it is mounted.

export type ReportedErrorKind = "storage" | "generic";

export interface ErrorReporter {
  report(error: unknown, kind: ReportedErrorKind): void;
}

let reporter: ErrorReporter | null = null;

/** Registers the UI's reporter; returns a function that removes it again. */
export function setErrorReporter(next: ErrorReporter): () => void {
  reporter = next;
  return () => {
    if (reporter === next) reporter = null;
  };
}

/** Storage trouble says it could not save; anything else, that it failed. By name, so the database code need not load. */
export function reportedErrorKind(error: unknown): ReportedErrorKind {
  return error instanceof Error && error.name === "StorageError" ? "storage" : "generic";
}

/** Logs the error for details and hands it to the UI's reporter, if one is registered. */
export function reportError(error: unknown): void {
  console.error("Moonlit:", error);
  try {
    reporter?.report(error, reportedErrorKind(error));
  } catch (failure) {
    console.error("Moonlit: the error reporter failed.", failure);
  }
}
