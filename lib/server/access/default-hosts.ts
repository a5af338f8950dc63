import "server-only";
import { isIP } from "node:net";
import type { ServerEnv } from "@/lib/server/env";

// The Host names answered when ALLOWED_HOSTS is not set. DNS rebinding points a name someone else
// owns at this server: a page on that name is then same-origin with the gateway and can spend the
// key (or post unlock guesses from every visitor's address). So, by default, only names that no one
// else's DNS can point here: loopback names (browsers resolve localhost and *.localhost themselves),
// IP literals (no DNS at all) and, on Vercel, the deployment's own names (Vercel sends a name only to
// the project it belongs to). Any other name must be listed in ALLOWED_HOSTS.

export type DefaultHostEnv = Pick<ServerEnv, "platformHosts" | "onVercel">;

/** The host name in a Host header ("[::1]:3000" → "::1"), lowercase; undefined if it is not one. */
export function hostnameOf(host: string): string | undefined {
  if (host === "" || /[\s/?#@\\]/.test(host)) return undefined;
  try {
    const name = new URL(`http://${host}`).hostname;
    return name.startsWith("[") ? name.slice(1, -1) : name;
  } catch {
    return undefined;
  }
}

export function isDefaultHost(hostname: string, env: DefaultHostEnv): boolean {
  if (isIP(hostname) !== 0) return true;
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  if (env.platformHosts.includes(hostname)) return true;
  return env.onVercel && hostname.endsWith(".vercel.app");
}
