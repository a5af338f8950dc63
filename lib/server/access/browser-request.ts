import "server-only";
import type { ServerEnv } from "@/lib/server/env";
import { hostnameOf, isDefaultHost } from "./default-hosts";
import { noticeRefusedHost } from "./refused-host-notice";

// Checks for POST routes a web page could aim a visitor's browser at. A page on another site may
// send a "simple" POST (text/plain, a form) without asking first, and the reply's effects (a key
// spent, a cookie set) happen even if the page cannot read the reply; with DNS rebinding it can
// read it too. So: only the listed body types (application/json needs a CORS preflight, which
// this server never grants); no request a browser marks as coming from another site; and only the
// Host names of ALLOWED_HOSTS, or without it the ones no one else's DNS can point here
// (default-hosts.ts): a rebound name is not among them. Programs (the SDKs, curl) send neither
// Origin nor Sec-Fetch-Site and are judged on body type and Host alone.

export type BrowserRefusal = "host_not_allowed" | "cross_site" | "unsupported_media_type";

export type BrowserCheck = { ok: true } | { ok: false; refusal: BrowserRefusal };

export type HostEnv = Pick<ServerEnv, "allowedHosts" | "platformHosts" | "onVercel">;

export type BrowserEnv = HostEnv & Pick<ServerEnv, "trustProxyHops">;

export interface BrowserCheckOptions {
  /** Body media types the route takes (lowercase, no parameters). */
  mediaTypes?: readonly string[];
}

const JSON_ONLY = ["application/json"] as const;

/** The Host the request was sent to (the URL's when a test builds a Request without one). */
function requestHost(request: Request): string {
  return (request.headers.get("host") ?? new URL(request.url).host).trim().toLowerCase();
}

/** Entries name a host ("chat.example.com": any port) or a host and port ("localhost:3000"). */
export function hostAllowed(request: Request, env: HostEnv): boolean {
  const host = requestHost(request);
  if (env.allowedHosts.length === 0) {
    const name = hostnameOf(host);
    const allowed = name !== undefined && isDefaultHost(name, env);
    if (!allowed && name !== undefined) noticeRefusedHost(name);
    return allowed;
  }
  const hostname = host.replace(/:\d+$/, "");
  return env.allowedHosts.some((entry) => entry === host || entry === hostname);
}

function sameSite(request: Request, env: BrowserEnv): boolean {
  // Set by the browser itself (page scripts cannot): trust it when present.
  const site = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  const hosts = [requestHost(request)];
  // A trusted proxy may reach us under another name and say the public one here.
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
  if (env.trustProxyHops > 0 && forwarded) hosts.push(forwarded);
  return hosts.includes(originHost);
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

export function checkBrowserRequest(request: Request, env: BrowserEnv, options: BrowserCheckOptions = {}): BrowserCheck {
  if (!hostAllowed(request, env)) return { ok: false, refusal: "host_not_allowed" };
  if (!sameSite(request, env)) return { ok: false, refusal: "cross_site" };
  if (!(options.mediaTypes ?? JSON_ONLY).includes(mediaType(request))) return { ok: false, refusal: "unsupported_media_type" };
  return { ok: true };
}
