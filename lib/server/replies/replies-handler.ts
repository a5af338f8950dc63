import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { admit } from "@/lib/server/access/admit";
import { sleep } from "@/lib/async/sleep";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import type { WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { askingProtocol } from "@/lib/server/gateway/adapters/registry";
import { refusalResponse } from "@/lib/server/gateway/errors";
import type { ResumableReplies } from "./resumable-replies";
import { REFUSAL_ERRORS, replyErrorResponse } from "./reply-errors";
import { sharedResumableReplies } from "./shared-resumable-replies";

// GET /api/replies/ID?offset=N: a resumable reply's bytes from N on, then live to its end (the page
// resuming a reply it lost its stream to). DELETE /api/replies/ID: Stop, on purpose, which aborts upstream.
// Both are gated like the gateway: a reply id is useless without the access the gateway asks for.
// Both answer errors in the caller's format, told by the headers its client sends (askingProtocol):
// OpenAI's to an OpenAI client, Anthropic's to the others, the browser chat included.

export interface RepliesDeps {
  env: () => ServerEnv;
  replies: ResumableReplies;
  limiter: WrongCodeLimiter;
  wait: (ms: number) => Promise<void>;
}

export function createRepliesHandler(overrides: Partial<RepliesDeps> = {}) {
  const deps: RepliesDeps = { env: getEnv, replies: sharedResumableReplies, limiter: sharedWrongCodeLimiter, wait: sleep, ...overrides };

  /** The refusal in the caller's format, or null when the request is admitted. */
  async function refused(request: Request, protocol: Protocol): Promise<Response | null> {
    // No body: GET and DELETE carry none, and a cross-site page is refused as at the gateway.
    const admission = await admit(request, deps.env(), { limiter: deps.limiter, wait: deps.wait, mediaTypes: [""] });
    return admission.ok ? null : refusalResponse(protocol, admission.refusal);
  }

  return {
    async GET(request: Request, id: string): Promise<Response> {
      const protocol = askingProtocol(request);
      const refusal = await refused(request, protocol);
      if (refusal) return refusal;
      const raw = new URL(request.url).searchParams.get("offset") ?? "0";
      const offset = /^\d{1,15}$/.test(raw) ? Number(raw) : -1;
      const attached = await Promise.resolve(deps.replies.resume(id, offset)).catch(() => null);
      if (!attached) return replyErrorResponse(protocol, "reply_store_unreachable");
      if (!attached.ok) return replyErrorResponse(protocol, REFUSAL_ERRORS[attached.reason]);
      return new Response(attached.body, {
        status: 200,
        headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
      });
    },

    async DELETE(request: Request, id: string): Promise<Response> {
      const protocol = askingProtocol(request);
      const refusal = await refused(request, protocol);
      if (refusal) return refusal;
      const stopped = await Promise.resolve(deps.replies.stop(id)).catch(() => null);
      if (stopped === null) return replyErrorResponse(protocol, "reply_store_unreachable");
      return stopped ? new Response(null, { status: 204 }) : replyErrorResponse(protocol, "reply_not_found");
    },
  };
}

export const repliesHandler = createRepliesHandler();
