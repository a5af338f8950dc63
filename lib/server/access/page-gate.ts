import "server-only";
import type { ServerEnv } from "@/lib/server/env";
import { hostAllowed } from "./browser-request";
import { accessRequired, hasAccessCookie } from "./check-access";

// Which pages a visitor may open (run by proxy.ts before any page renders). With ACCESS_CODE set,
// every page needs the unlock cookie except the unlock page itself and shared links (/s/…), which
// are meant for people without a code. API routes decide for themselves (the gateway takes codes
// as API keys; GET /api/share/… is public), and static files (/_next/…, names with a dot, as no
// page has one) are the app's code, not anyone's data.

export type PageGate = "pass" | "unlock" | "host_not_allowed";

type GateEnv = Pick<ServerEnv, "accessCodes" | "accessCookieSecret" | "apiKey" | "allowedHosts" | "platformHosts" | "onVercel">;

/** What a browser fetches to install the app or show a link preview: no one's data. */
const APP_ASSETS = ["/apple-icon", "/opengraph-image"];

function isOpenPath(path: string): boolean {
  if (path === "/unlock" || path.startsWith("/s/")) return true;
  if (APP_ASSETS.includes(path) || path.startsWith("/icons/") || path.startsWith("/serwist/")) return true;
  if (path.startsWith("/api/") || path.startsWith("/_next/")) return true;
  return path.slice(path.lastIndexOf("/") + 1).includes(".");
}

export function gatePage(request: Request, env: GateEnv): PageGate {
  if (!hostAllowed(request, env)) return "host_not_allowed";
  if (!accessRequired(env) || isOpenPath(new URL(request.url).pathname)) return "pass";
  return hasAccessCookie(request, env) ? "pass" : "unlock";
}
