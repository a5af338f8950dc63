import "server-only";
import { accessRequired, hasAccessCookie } from "@/lib/server/access/check-access";
import { getEnv, type ServerEnv } from "@/lib/server/env";

// GET /api/status: what the browser needs to know to start, and nothing about the key or upstream.
// accessRequired is true only while this caller still has to unlock. Only the cookie counts here:
// answering for a Bearer or x-api-key code would let anyone test codes without the wrong-code limit
// (the browser, the only caller that needs this answer, holds the cookie; SDK clients never ask).

export interface ServerStatus {
  demo: boolean;
  accessRequired: boolean;
  /** ALLOW_USER_KEYS: a person may send their own EvoLink key. */
  userKeys: boolean;
}

export function serverStatus(request: Request, env: ServerEnv): ServerStatus {
  return {
    demo: env.demo,
    accessRequired: accessRequired(env) && !hasAccessCookie(request, env),
    userKeys: env.allowUserKeys,
  };
}

export function createStatusHandler(env: () => ServerEnv = getEnv) {
  return function handleStatus(request: Request): Response {
    return Response.json(serverStatus(request, env()), { headers: { "cache-control": "no-store" } });
  };
}

export const handleStatus: (request: Request) => Response = createStatusHandler();
