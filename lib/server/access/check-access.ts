import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "@/lib/server/env";
import { ACCESS_COOKIE_NAME, readCookie, verifyAccessCookieValue } from "./access-cookie";

// Who may use the gateway when ACCESS_CODE is set: a caller presenting a code (as an SDK would
// present an API key) or the browser holding the unlock cookie.

type AccessEnv = Pick<ServerEnv, "accessCodes" | "accessCookieSecret" | "apiKey">;

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

export function hasAccess(request: Request, env: AccessEnv): boolean {
  if (!accessRequired(env)) return true;
  const code = presentedCode(request);
  if (code !== undefined && isValidCode(env, code)) return true;
  const cookie = readCookie(request, ACCESS_COOKIE_NAME);
  return cookie !== undefined && verifyAccessCookieValue(env, cookie);
}
