// Misuse of the engine (a message that is gone, a reply not waiting for tool results, a prompt that
// would not fit the model's window, or that would follow a reply another tab is still writing), as a
// typed error the UI can tell apart from storage failures.

export type EngineErrorKind = "not-found" | "invalid-state" | "too-long" | "other-tab-streaming";

export class EngineError extends Error {
  readonly kind: EngineErrorKind;

  constructor(kind: EngineErrorKind, message: string) {
    super(message);
    this.name = "EngineError";
    this.kind = kind;
  }
}
