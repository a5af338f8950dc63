import "server-only";

// What an unlock attempt can end in, with the status and sentence for each failure. Shared by the
// unlock handler (JSON answers) and the unlock page (errors after a form post's redirect).

export type UnlockOutcome = "ok" | "wrong" | "missing" | "not_required" | "limited";

export const UNLOCK_FAILURES: Record<Exclude<UnlockOutcome, "ok">, { status: number; message: string }> = {
  wrong: { status: 401, message: "That access code is not right." },
  missing: { status: 400, message: "Enter the access code." },
  not_required: { status: 400, message: "This server does not use access codes." },
  limited: { status: 429, message: "Too many wrong codes. Wait a few minutes and try again." },
};

export function unlockFailureMessage(outcome: string | undefined): string | undefined {
  if (outcome === undefined || !Object.hasOwn(UNLOCK_FAILURES, outcome)) return undefined;
  return UNLOCK_FAILURES[outcome as keyof typeof UNLOCK_FAILURES].message;
}
