import "server-only";
import { sleep } from "@/lib/async/sleep";
import { checkBrowserRequest, type BrowserEnv, type BrowserRefusal } from "./browser-request";
import { checkAccess, type AccessEnv } from "./check-access";
import type { WrongCodeLimiter } from "./wrong-code-limiter";

// The one step every API route that spends the key or changes what the server keeps takes before
// its own work: the gateway, the replies route, the MCP relay and its server list, and creating or
// revoking a share. First where the request comes from (browser-request.ts: its Host, a page on
// another site, a body type no CORS preflight guards), then access (check-access.ts: the unlock
// cookie, or a code counted by the wrong-code limiter and, past everyone's budget, checked only in
// its turn). A refusal is a kind of the base error table (lib/server/base-errors.ts), which each
// route writes in its caller's dialect.

export type RefusalKind = BrowserRefusal | "access_denied" | "access_limited";

export interface Refusal {
  kind: RefusalKind;
  /** For access_limited: seconds until this client may try a code again. */
  retryAfterSeconds?: number;
}

export type Admission = { ok: true } | { ok: false; refusal: Refusal };

export type AdmitEnv = BrowserEnv & AccessEnv;

export interface AdmitOptions {
  /** Counts wrong codes, with the unlock page (shared-wrong-code-limiter.ts). */
  limiter: WrongCodeLimiter;
  /** Waits for a code's turn to be checked. */
  wait?: (ms: number) => Promise<void>;
  /** The body media types the route takes ("" for none); JSON only unless named. */
  mediaTypes?: readonly string[];
}

export async function admit(request: Request, env: AdmitEnv, { limiter, wait = sleep, mediaTypes }: AdmitOptions): Promise<Admission> {
  const browser = checkBrowserRequest(request, env, { mediaTypes });
  if (!browser.ok) return { ok: false, refusal: { kind: browser.refusal } };
  const access = await checkAccess(request, env, limiter, wait);
  if (access.ok) return { ok: true };
  const { retryAfterSeconds } = access;
  return { ok: false, refusal: retryAfterSeconds === undefined ? { kind: "access_denied" } : { kind: "access_limited", retryAfterSeconds } };
}

/** The headers a refusal goes with: when a limited client may try again. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : { "retry-after": String(refusal.retryAfterSeconds) };
}
