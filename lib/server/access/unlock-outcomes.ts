import "server-only";

// What an unlock attempt can end in, and the HTTP status of each failure. The sentence for a failure
// is in the dictionary under `unlock.error.<outcome>`: the unlock page shows it in the person's
// language, the JSON answer carries the English one.

import type { BrowserRefusal } from "./browser-request";

export type UnlockOutcome = "ok" | "wrong" | "missing" | "not_required" | "limited" | BrowserRefusal;
export type UnlockFailure = Exclude<UnlockOutcome, "ok">;

export const UNLOCK_FAILURE_STATUS: Record<UnlockFailure, number> = {
  wrong: 401,
  missing: 400,
  not_required: 400,
  limited: 429,
  host_not_allowed: 403,
  cross_site: 403,
  unsupported_media_type: 415,
};
