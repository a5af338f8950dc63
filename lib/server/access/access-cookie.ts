import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "@/lib/server/env";
import { cookieSecret, type SecretEnv } from "./cookie-secret";

// The httpOnly cookie the unlock page sets: "<issued-at seconds>.<HMAC-SHA256>". The HMAC key is
// derived from a secret (cookie-secret.ts) and the current set of codes, so changing the codes
// signs everyone out.

export const ACCESS_COOKIE_NAME = "moonlit_access";
/** 180 days; browsers cap cookie lifetimes at 400. */
export const ACCESS_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

type KeyEnv = Pick<ServerEnv, "accessCodes"> & SecretEnv;

function signingKey(env: KeyEnv): Buffer {
  const codes = [...env.accessCodes].sort().join("\n");
  return createHash("sha256").update(`moonlit-access-cookie\0${cookieSecret(env)}\0${codes}`).digest();
}

function sign(env: KeyEnv, issuedAt: string): string {
  return createHmac("sha256", signingKey(env)).update(`v1:${issuedAt}`).digest("base64url");
}

export function createAccessCookieValue(env: KeyEnv, nowMs = Date.now()): string {
  const issuedAt = String(Math.floor(nowMs / 1000));
  return `${issuedAt}.${sign(env, issuedAt)}`;
}

export function verifyAccessCookieValue(env: KeyEnv, value: string, nowMs = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const [, issuedAt, signature] = match;
  const age = nowMs / 1000 - Number(issuedAt);
  if (age < -60 || age > ACCESS_COOKIE_MAX_AGE_S) return false;
  return timingSafeEqual(Buffer.from(signature), Buffer.from(sign(env, issuedAt)));
}

export function accessCookieHeader(value: string, secure: boolean): string {
  const parts = [
    `${ACCESS_COOKIE_NAME}=${value}`,
    "Path=/",
    `Max-Age=${ACCESS_COOKIE_MAX_AGE_S}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** https directly, or behind a proxy that says so. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded ? forwarded === "https" : new URL(request.url).protocol === "https:";
}
