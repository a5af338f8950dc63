import { createHash } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { SANDBOX_INLINE_SCRIPT } from "@/lib/protocol/sandbox/sandbox-document";
import { gatePage } from "@/lib/server/access/page-gate";
import { configurationProblem } from "@/lib/server/configuration-problem";
import { getEnv } from "@/lib/server/env";
import { misconfiguredPage } from "@/lib/server/misconfigured-response";
import { pageSecurityHeaders } from "@/lib/server/security/page-security-headers";
import { REMOTE_IMAGES_COOKIE, remoteImagesAllowed } from "@/lib/protocol/share/remote-image-consent";
import { translator } from "@/lib/i18n/dictionaries";

// Runs before every page (Next 16's proxy, on the Node.js runtime): with ACCESS_CODE set, pages
// need the unlock cookie; only the host names of ALLOWED_HOSTS are served, or without it loopback
// names, IP addresses and Vercel's names for the deployment (rules in lib/server/access/page-gate.ts). Every page answer carries the security headers, with a fresh CSP
// nonce that Next reads from the request's copy of the policy and puts on its own inline scripts.

const SCRIPT_HASHES = [`sha256-${createHash("sha256").update(SANDBOX_INLINE_SCRIPT).digest("base64")}`];

/** https as the browser sees it: the URL itself, or what Vercel or a trusted proxy says. */
function servedOverHttps(request: NextRequest): boolean {
  if (request.nextUrl.protocol === "https:") return true;
  const env = getEnv();
  const trusted = env.onVercel || env.trustProxyHops > 0;
  return trusted && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export function proxy(request: NextRequest): Response {
  // Only on Vercel can a misconfigured server get here (a Node server exits: lib/server/startup.ts).
  const problem = configurationProblem();
  if (problem) return misconfiguredPage(problem);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const remoteImages = remoteImagesAllowed(request.nextUrl.pathname, request.cookies.get(REMOTE_IMAGES_COOKIE)?.value);
  const security = pageSecurityHeaders({ nonce, https: servedOverHttps(request), scriptHashes: SCRIPT_HASHES, remoteImages });
  const withSecurity = (response: Response) => {
    for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
    return response;
  };

  const gate = gatePage(request, getEnv());
  if (gate === "unlock") return withSecurity(NextResponse.redirect(new URL("/unlock", request.url)));
  if (gate === "host_not_allowed") {
    const message = translator("en")("unlock.error.host_not_allowed");
    return withSecurity(new Response(message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } }));
  }
  const forwarded = new Headers(request.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", security["content-security-policy"]);
  return withSecurity(NextResponse.next({ request: { headers: forwarded } }));
}

export const config = {
  // API routes check access themselves; the app's static files are public.
  matcher: ["/((?!api/|_next/static/|_next/image).*)"],
};
