// Misuse of the engine (a message that is gone, a reply not waiting for tool results), as a typed
// error the UI can tell apart from storage failures.

export type EngineErrorKind = "not-found" | "invalid-state";

export class EngineError extends Error {
  readonly kind: EngineErrorKind;

  constructor(kind: EngineErrorKind, message: string) {
    super(message);
    this.name = "EngineError";
    this.kind = kind;
  }
}
