// What a thrown value says: an Error's message, anything else as a string. One helper, so every
// place that shows or logs a failure words a non-Error throw the same way.

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The thrown value as an Error, for code that must reject or rethrow one. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
