import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { cookieSecret, type SecretEnv } from "@/lib/server/access/cookie-secret";
import { EnvError } from "@/lib/server/env";
import type { OperatorServer } from "./operator-servers";

// The older HTTP+SSE transport posts its messages to an endpoint its server announces on the event
// stream. For an operator's server that is a path on the server's origin, which the browser reaches
// through the stand-in host, with the operator's headers. The relay keeps nothing between requests
// (several instances may serve one session), so it hands the browser the announced path signed,
// /.moonlit-endpoint/<mac>/<path>, and takes a stand-in path as an endpoint only with a mac of its
// own: the browser cannot name other paths on the operator's origin this way. The key comes from the
// deployment's secret (cookie-secret.ts) and the server's configuration, alike on every instance.

const PREFIX = "/.moonlit-endpoint/";

export interface EndpointPath {
  pathname: string;
  search: string;
}

/** The deployment's secret; on Vercel without one (no ACCESS_COOKIE_SECRET nor key), the configuration alone keys the mac. */
export function endpointSecret(env: SecretEnv): string {
  try {
    return cookieSecret(env);
  } catch (error) {
    if (error instanceof EnvError) return "";
    throw error;
  }
}

function macOf(server: OperatorServer, secret: string, path: string): string {
  const key = createHash("sha256")
    .update(`moonlit-mcp-endpoint\0${secret}\0${JSON.stringify([server.id, server.url, server.headers])}`)
    .digest();
  return createHmac("sha256", key).update(path).digest("base64url");
}

/** The stand-in path for the endpoint a server announced (relative to `base`, its URL); undefined for one on another origin. */
export function signedEndpoint(server: OperatorServer, secret: string, announced: string, base: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(announced, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  return `${PREFIX}${macOf(server, secret, path)}${path}`;
}

/** The announced path a stand-in path stands for, when it is one the relay signed. */
export function endpointPathOf(server: OperatorServer, secret: string, standIn: URL): EndpointPath | undefined {
  if (!standIn.pathname.startsWith(PREFIX)) return undefined;
  const rest = standIn.pathname.slice(PREFIX.length);
  const slash = rest.indexOf("/");
  if (slash <= 0) return undefined;
  const given = Buffer.from(rest.slice(0, slash));
  const pathname = rest.slice(slash);
  const expected = Buffer.from(macOf(server, secret, `${pathname}${standIn.search}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { pathname, search: standIn.search };
}
