import "server-only";
import { checkBrowserRequest } from "@/lib/server/access/browser-request";
import { checkGatewayAccess } from "@/lib/server/access/check-access";
import { sleep } from "@/lib/async/sleep";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import type { WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { errorResponse } from "@/lib/server/gateway/errors";
import type { KeptReplies } from "./kept-replies";
import { sharedKeptReplies } from "./shared-replies";

// GET /api/replies/ID?offset=N: a kept reply's bytes from N on, then live to its end (the page
// picking up a reply it lost). DELETE /api/replies/ID: Stop, on purpose, which aborts upstream.
// Both are gated like the gateway: a reply id is useless without the access the gateway asks for.

export interface RepliesDeps {
  env: () => ServerEnv;
  replies: KeptReplies;
  limiter: WrongCodeLimiter;
  wait: (ms: number) => Promise<void>;
}

const REFUSALS = {
  unknown: { status: 404, type: "reply_not_found", message: "No reply with this id is kept here: it ended long ago, or the server restarted." },
  dropped: { status: 410, type: "reply_not_kept", message: "This reply grew past what the server keeps, so it cannot be picked up." },
  failed: { status: 410, type: "reply_failed", message: "The model service broke this reply off; there is no more of it to pick up." },
  abandoned: { status: 410, type: "reply_abandoned", message: "The server writing this reply stopped before it ended; there is no more of it to pick up." },
  "bad-offset": { status: 400, type: "reply_offset_invalid", message: "The offset is past what this reply has sent." },
} as const;

/** The store could not be asked (Redis unreachable): the page may try again. */
function storeUnreachable(): Response {
  return Response.json(
    { type: "error", error: { type: "reply_store_unreachable", message: "The store of kept replies cannot be reached just now; try again shortly." } },
    { status: 503, headers: { "cache-control": "no-store", "retry-after": "2" } },
  );
}

function refusal(reason: keyof typeof REFUSALS): Response {
  const { status, type, message } = REFUSALS[reason];
  return Response.json({ type: "error", error: { type, message } }, { status, headers: { "cache-control": "no-store" } });
}

export function createRepliesHandler(overrides: Partial<RepliesDeps> = {}) {
  const deps: RepliesDeps = { env: getEnv, replies: sharedKeptReplies, limiter: sharedWrongCodeLimiter, wait: sleep, ...overrides };

  async function admitted(request: Request): Promise<Response | null> {
    const env = deps.env();
    // No body: GET and DELETE carry none, and a cross-site page is refused as at the gateway.
    const browser = checkBrowserRequest(request, env, { mediaTypes: [""] });
    if (!browser.ok) return errorResponse("anthropic", { kind: browser.refusal });
    const access = await checkGatewayAccess(request, env, deps.limiter, deps.wait);
    if (!access.ok && access.retryAfterSeconds !== undefined) {
      return errorResponse("anthropic", { kind: "access_limited" }, { "retry-after": String(access.retryAfterSeconds) });
    }
    return access.ok ? null : errorResponse("anthropic", { kind: "access_denied" });
  }

  return {
    async GET(request: Request, id: string): Promise<Response> {
      const refused = await admitted(request);
      if (refused) return refused;
      const raw = new URL(request.url).searchParams.get("offset") ?? "0";
      const offset = /^\d{1,15}$/.test(raw) ? Number(raw) : -1;
      const attached = await Promise.resolve(deps.replies.reattach(id, offset)).catch(() => null);
      if (!attached) return storeUnreachable();
      if (!attached.ok) return refusal(attached.reason);
      return new Response(attached.body, {
        status: 200,
        headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
      });
    },

    async DELETE(request: Request, id: string): Promise<Response> {
      const refused = await admitted(request);
      if (refused) return refused;
      const stopped = await Promise.resolve(deps.replies.stop(id)).catch(() => null);
      if (stopped === null) return storeUnreachable();
      return stopped ? new Response(null, { status: 204 }) : refusal("unknown");
    },
  };
}

export const repliesHandler = createRepliesHandler();
