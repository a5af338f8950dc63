import "server-only";
import type { ServerEnv } from "@/lib/server/env";
import { hostAllowed } from "./browser-request";
import { accessRequired, hasAccessCookie } from "./check-access";

// Which pages a visitor may open (run by proxy.ts before any page renders). With ACCESS_CODE set,
// every page needs the unlock cookie except the unlock page itself and shared links (/s/…), which
// are meant for people without a code. API routes decide for themselves (the gateway takes codes
// as API keys; GET /api/share/… is public), the build's files (/_next/…) are the app's code, and the
// files below are what a browser fetches to install the app or show a link preview. Nothing else
// passes: an address is not a file because its last segment holds a dot (/c/x;.js is a chat page).

export type PageGate = "pass" | "unlock" | "host_not_allowed";

type GateEnv = Pick<ServerEnv, "accessCodes" | "accessCookieSecret" | "apiKey" | "allowedHosts" | "platformHosts" | "onVercel">;

/**
 * Every file the app serves outside /_next/, by its exact path: app/manifest.ts, app/icon.svg,
 * app/apple-icon.tsx, app/opengraph-image.tsx, app/icons/[file] and app/serwist/[path]. A new one
 * goes here too (e2e/specs/access-page-gate.spec.ts fetches each one the pages link to).
 */
const APP_FILES = new Set([
  "/manifest.webmanifest",
  "/icon.svg",
  "/apple-icon",
  "/opengraph-image",
  "/icons/192.png",
  "/icons/512.png",
  "/icons/maskable-512.png",
  "/serwist/sw.js",
  "/serwist/sw.js.map",
]);

function isOpenPath(path: string): boolean {
  if (path === "/unlock" || path.startsWith("/s/")) return true;
  if (path.startsWith("/api/") || path.startsWith("/_next/")) return true;
  return APP_FILES.has(path);
}

export function gatePage(request: Request, env: GateEnv): PageGate {
  if (!hostAllowed(request, env)) return "host_not_allowed";
  if (!accessRequired(env) || isOpenPath(new URL(request.url).pathname)) return "pass";
  return hasAccessCookie(request, env) ? "pass" : "unlock";
}
