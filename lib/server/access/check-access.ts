import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "@/lib/server/env";
import { ACCESS_COOKIE_NAME, readCookie, verifyAccessCookieValue } from "./access-cookie";
import { clientKey, trustOf, type ClientTrust } from "./client-key";
import { sleep } from "@/lib/async/sleep";
import type { AttemptResult, WrongCodeLimiter } from "./wrong-code-limiter";

// Who may use the API when ACCESS_CODE is set: a caller presenting a code (as an SDK would present
// an API key) or the browser holding the unlock cookie. Routes ask through admit.ts.

export type AccessEnv = Pick<ServerEnv, "accessCodes" | "accessCookieSecret" | "apiKey">;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Constant-time against every code: hashing first makes the lengths equal. */
export function isValidCode(env: Pick<ServerEnv, "accessCodes">, candidate: string): boolean {
  const given = digest(candidate);
  let found = false;
  for (const code of env.accessCodes) found = timingSafeEqual(given, digest(code)) || found;
  return found;
}

function presentedCode(request: Request): string | undefined {
  const authorization = request.headers.get("authorization");
  const bearer = authorization && /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (bearer) return bearer[1].trim();
  return request.headers.get("x-api-key")?.trim() || undefined;
}

export function accessRequired(env: Pick<ServerEnv, "accessCodes">): boolean {
  return env.accessCodes.length > 0;
}

/** Whether this browser holds a valid unlock cookie (or no code is needed). Checks no code: cheap to ask. */
export function hasAccessCookie(request: Request, env: AccessEnv): boolean {
  if (!accessRequired(env)) return true;
  const cookie = readCookie(request, ACCESS_COOKIE_NAME);
  return cookie !== undefined && verifyAccessCookieValue(env, cookie);
}

export type Access = { ok: true } | { ok: false; retryAfterSeconds?: number };

/**
 * Access for an API route, where a code arrives as an API key: each wrong one counts against the
 * same limit as the unlock page, so codes cannot be guessed there at full speed instead. Past
 * everyone's budget a code is checked only in its turn (wrong-code-limiter.ts); `wait` waits for it.
 */
export async function checkAccess(
  request: Request,
  env: AccessEnv & Partial<ClientTrust>,
  limiter: WrongCodeLimiter,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<Access> {
  if (!accessRequired(env)) return { ok: true };
  const cookie = readCookie(request, ACCESS_COOKIE_NAME);
  if (cookie !== undefined && verifyAccessCookieValue(env, cookie)) return { ok: true };
  const code = presentedCode(request);
  if (code === undefined) return { ok: false };
  const attempt = await limiter.reserve(clientKey(request, trustOf(env)));
  if (!attempt.ok) return { ok: false, retryAfterSeconds: attempt.retryAfterSeconds };
  let result: AttemptResult = "none";
  try {
    if (attempt.waitMs > 0) await wait(attempt.waitMs);
    result = isValidCode(env, code) ? "right" : "wrong";
  } finally {
    await attempt.settle(result);
  }
  return result === "right" ? { ok: true } : { ok: false };
}
