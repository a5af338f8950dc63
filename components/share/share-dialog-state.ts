// What the Share dialog shows, as a reducer: first the server is asked whether it can keep shares
// (a server without a usable store is explained instead of offering a Create link that would fail),
// then the options, the request, and the link or the reason it failed (the options stay, so the
// person can change them and try again).

import type { ShareExpiry } from "@/lib/protocol/share/share-api";

export const DEFAULT_EXPIRY: ShareExpiry = "7d";

export interface ShareOptions {
  expires: ShareExpiry;
  images: boolean;
  thinking: boolean;
}

export interface CreatedLink {
  url: string;
  expiresAt: number | null;
}

export type SharePhase =
  | { kind: "checking" }
  | { kind: "needs-redis" }
  | { kind: "ready" }
  | { kind: "creating" }
  | { kind: "created"; link: CreatedLink };

export interface ShareDialogState {
  phase: SharePhase;
  options: ShareOptions;
  /** The server's cap on a share, once it has said (images are fitted under it). */
  maxBytes?: number;
  /** The last failure (availability or create), cleared when a new attempt starts. */
  error: unknown;
}

export type ShareEvent =
  | { type: "availability"; available: boolean; problem?: string; maxBytes?: number }
  /** The server could not be asked: Create link is offered anyway and reports what happens. */
  | { type: "availability-failed"; error: unknown }
  | { type: "options"; options: Partial<ShareOptions> }
  | { type: "create" }
  | { type: "created"; link: CreatedLink }
  | { type: "failed"; error: unknown };

export const INITIAL_SHARE_STATE: ShareDialogState = {
  phase: { kind: "checking" },
  options: { expires: DEFAULT_EXPIRY, images: true, thinking: true },
  error: null,
};

export function shareDialogReducer(state: ShareDialogState, event: ShareEvent): ShareDialogState {
  switch (event.type) {
    case "availability":
      if (state.phase.kind !== "checking") return state;
      // Any other problem is the server's to report when a link is asked for.
      return { ...state, maxBytes: event.maxBytes, phase: { kind: !event.available && event.problem === "needs-redis" ? "needs-redis" : "ready" } };
    case "availability-failed":
      return state.phase.kind === "checking" ? { ...state, phase: { kind: "ready" }, error: event.error } : state;
    case "options":
      return canEdit(state) ? { ...state, options: { ...state.options, ...event.options } } : state;
    case "create":
      return state.phase.kind === "ready" ? { ...state, phase: { kind: "creating" }, error: null } : state;
    case "created":
      return state.phase.kind === "creating" ? { ...state, phase: { kind: "created", link: event.link } } : state;
    case "failed":
      return state.phase.kind === "creating" ? { ...state, phase: { kind: "ready" }, error: event.error } : state;
  }
}

/** The options can change until the link is being made. */
export function canEdit(state: ShareDialogState): boolean {
  return state.phase.kind === "ready" || state.phase.kind === "checking";
}
