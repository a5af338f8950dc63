import "server-only";
import type { ServerEnv } from "@/lib/server/env";

// Without ACCESS_CODE anyone who can reach the server spends the operator's key. That is fine on
// localhost; anywhere else the operator should hear about it once.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const ALL_INTERFACES = new Set(["0.0.0.0", "::", "[::]"]);

function requestHostname(request: Request): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return new URL(request.url).hostname;
  try {
    return new URL(`http://${host.split(",")[0].trim()}`).hostname;
  } catch {
    return host;
  }
}

export function isBeyondLocalhost(request: Request, hostnameEnv = process.env.HOSTNAME): boolean {
  if (hostnameEnv && ALL_INTERFACES.has(hostnameEnv)) return true;
  return !LOOPBACK.has(requestHostname(request).toLowerCase());
}

export type OpenWarning = (env: Pick<ServerEnv, "accessCodes">, request: Request) => void;

export function createOpenWarning(
  log: (line: string) => void = console.warn,
  hostnameEnv = process.env.HOSTNAME,
): OpenWarning {
  let warned = false;
  return (env, request) => {
    if (warned || env.accessCodes.length > 0 || !isBeyondLocalhost(request, hostnameEnv)) return;
    warned = true;
    log("[moonlit] ACCESS_CODE is not set: anyone who can reach this server can use its EvoLink key.");
  };
}

/** The process-wide instance: one line per server process. */
export const warnIfOpen = createOpenWarning();
