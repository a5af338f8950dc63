import "server-only";
import { translator } from "@/lib/i18n/dictionaries";
import { isRecord } from "@/lib/protocol/is-record";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { readBodyWithCap } from "@/lib/server/gateway/read-body";
import { accessCookieHeader, createAccessCookieValue, isSecureRequest } from "./access-cookie";
import { isValidCode } from "./check-access";
import { UNLOCK_FAILURE_STATUS, type UnlockOutcome } from "./unlock-outcomes";
import { checkBrowserRequest } from "./browser-request";
import { clientKey } from "./client-key";
import { sleep } from "@/lib/async/sleep";
import { sharedWrongCodeLimiter } from "./shared-wrong-code-limiter";
import type { AttemptResult, WrongCodeLimiter } from "./wrong-code-limiter";

// POST /api/unlock with {code} as JSON (fetch) or as a form (the page without JavaScript). A right
// code sets the signed cookie; a form post is then sent home, a fetch gets {ok:true}. A wrong code
// is a 401 for fetch, and for a form a redirect back to the page, which shows the error.

export interface UnlockDeps {
  env: () => ServerEnv;
  limiter: WrongCodeLimiter;
  /** Waits for an attempt's turn (see the limiter's overall budget). */
  wait: (ms: number) => Promise<void>;
}

// Anyone may post here, before any check: read no more than a code could need.
const MAX_UNLOCK_BODY_BYTES = 4096;

// JSON from fetch, a form from the page without JavaScript.
const UNLOCK_MEDIA_TYPES = ["application/json", "application/x-www-form-urlencoded"];

// JSON answers are for programs and their logs: in English.
const english = translator("en");

async function readCode(request: Request, isJson: boolean, idleMs: number): Promise<string | undefined> {
  // A body that stops arriving is given up on, as the gateway's and shares' are.
  const read = await readBodyWithCap(request, MAX_UNLOCK_BODY_BYTES, undefined, idleMs);
  if (!read.ok) return undefined;
  const text = new TextDecoder().decode(read.bytes);
  try {
    if (isJson) {
      const body: unknown = JSON.parse(text);
      const code = isRecord(body) ? body.code : undefined;
      return typeof code === "string" ? code.trim() : undefined;
    }
    return new URLSearchParams(text).get("code")?.trim();
  } catch {
    return undefined;
  }
}

export function createUnlockHandler(overrides: Partial<UnlockDeps> = {}) {
  const deps: UnlockDeps = { env: getEnv, limiter: sharedWrongCodeLimiter, wait: sleep, ...overrides };

  return async function handleUnlock(request: Request): Promise<Response> {
    const env = deps.env();
    const isJson = (request.headers.get("content-type") ?? "").toLowerCase().includes("application/json");
    const client = clientKey(request, env);
    let outcome: UnlockOutcome;
    let retryAfter = 0;
    const browser = checkBrowserRequest(request, env, { mediaTypes: UNLOCK_MEDIA_TYPES });
    if (!browser.ok) outcome = browser.refusal;
    else if (env.accessCodes.length === 0) outcome = "not_required";
    else {
      // Reserved before the code is read: attempts sent at once count as they arrive.
      const attempt = await deps.limiter.reserve(client);
      if (!attempt.ok) {
        outcome = "limited";
        retryAfter = attempt.retryAfterSeconds;
      } else {
        let result: AttemptResult = "none";
        try {
          // Past everyone's budget, the code is read and checked only in its turn.
          if (attempt.waitMs > 0) await deps.wait(attempt.waitMs);
          const code = await readCode(request, isJson, env.requestBodyIdleTimeoutMs);
          if (code) result = isValidCode(env, code) ? "right" : "wrong";
        } finally {
          ({ retryAfterSeconds: retryAfter } = await attempt.settle(result));
        }
        outcome = result === "right" ? "ok" : result === "wrong" ? "wrong" : "missing";
      }
    }

    const headers = new Headers({ "cache-control": "no-store" });
    if (outcome === "ok") {
      headers.append("set-cookie", accessCookieHeader(createAccessCookieValue(env), isSecureRequest(request)));
    }
    if (retryAfter > 0) headers.set("retry-after", String(retryAfter));

    if (!isJson) {
      const target = outcome === "ok" || outcome === "not_required" ? "/" : `/unlock?error=${outcome}`;
      headers.set("location", target);
      return new Response(null, { status: 303, headers });
    }
    if (outcome === "ok") return Response.json({ ok: true }, { headers });
    const message = english(`unlock.error.${outcome}`);
    return Response.json({ ok: false, error: { type: outcome, message } }, { status: UNLOCK_FAILURE_STATUS[outcome], headers });
  };
}

export const handleUnlock: (request: Request) => Promise<Response> = createUnlockHandler();
