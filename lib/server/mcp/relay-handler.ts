import "server-only";
import type { Dispatcher } from "undici";
import { checkBrowserRequest } from "@/lib/server/access/browser-request";
import { checkGatewayAccess } from "@/lib/server/access/check-access";
import { sleep } from "@/lib/server/access/sleep";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import type { WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { sharedBodyBudget, BUSY_RETRY_AFTER_SECONDS, type BodyBudgetUse } from "@/lib/server/gateway/body-budget";
import { readBodyWithCap, type BodyRefusal } from "@/lib/server/gateway/read-body";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import type { AddressPolicy } from "./address-guard";
import { sharedGuardedAgent } from "./guarded-agent";
import { answerResponse } from "./relay-answer";
import { relayErrorResponse, type RelayErrorKind, type RelayLimits } from "./relay-errors";
import { requestIds } from "./relay-rpc";
import { sendToServer } from "./relay-send";
import { resolveTarget } from "./relay-target";

// The MCP relay (GET, POST and DELETE /api/mcp/relay; the contract is in relay-contract.ts): the
// browser's MCP client reaches any MCP server through it, without CORS, and operator servers with
// headers only this server holds. Nothing lives here between requests: the MCP session is the
// server's, and its id travels in Mcp-Session-Id, so it works where no memory survives (Vercel).

/** Vercel refuses request bodies past 4.5 MB; MCP messages are far smaller. */
export const MAX_MCP_REQUEST_BYTES = 4 * 1024 * 1024;

export interface RelayDeps {
  env: () => ServerEnv;
  /** Counts wrong access codes; shared with the unlock page and the gateway. */
  limiter: WrongCodeLimiter;
  wait: (ms: number) => Promise<void>;
  /** The bytes of bodies read at once, shared with the gateway (body-budget.ts). */
  bodyBudget: () => BodyBudgetUse;
  /** The guarded agent of each address policy (guarded-agent.ts): the relay's only way out. */
  dispatcherFor: (policy: AddressPolicy) => Dispatcher;
}

const DEFAULT_DEPS: RelayDeps = {
  env: getEnv,
  limiter: sharedWrongCodeLimiter,
  wait: sleep,
  bodyBudget: sharedBodyBudget,
  dispatcherFor: sharedGuardedAgent,
};

// GET and DELETE carry no body; OAuth token requests are forms. None of these lets another site
// call the relay: every request needs the x-moonlit-mcp-target header, which only a CORS preflight
// (never granted here) would let a page on another site send, and browser-request.ts refuses what
// browsers mark as cross-site.
const MEDIA_TYPES = ["application/json", "application/x-www-form-urlencoded", ""] as const;

const BODY_REFUSALS: Record<BodyRefusal, RelayErrorKind> = {
  too_large: "body_too_large",
  busy: "server_busy",
  stalled: "body_stalled",
  cut_off: "body_cut_off",
};

export function limitsOf(env: ServerEnv): RelayLimits {
  return { timeoutMs: env.mcpTimeoutMs, maxResponseBytes: env.mcpMaxResponseBytes, maxRequestBytes: MAX_MCP_REQUEST_BYTES };
}

const mediaTypeOf = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

export function createRelayHandler(overrides: Partial<RelayDeps> = {}) {
  const deps: RelayDeps = { ...DEFAULT_DEPS, ...overrides };

  return async function handleRelay(request: Request): Promise<Response> {
    const env = deps.env();
    const limits = limitsOf(env);
    const browser = checkBrowserRequest(request, env, { mediaTypes: MEDIA_TYPES });
    if (!browser.ok) return relayErrorResponse(browser.refusal, limits);
    const access = await checkGatewayAccess(request, env, deps.limiter, deps.wait);
    if (!access.ok && access.retryAfterSeconds !== undefined) {
      return relayErrorResponse("access_limited", limits, { headers: { "retry-after": String(access.retryAfterSeconds) } });
    }
    if (!access.ok) return relayErrorResponse("access_denied", limits);
    const resolved = resolveTarget(request, env.mcpServers);
    if (!resolved.ok) return relayErrorResponse(resolved.kind, limits, { detail: resolved.detail });

    const withBody = request.method === "POST" || request.method === "DELETE";
    const read = withBody
      ? await readBodyWithCap(request, MAX_MCP_REQUEST_BYTES, deps.bodyBudget(), env.requestBodyIdleTimeoutMs)
      : { ok: true as const, bytes: new Uint8Array(0), release: () => undefined };
    if (!read.ok) {
      const headers: Record<string, string> = { connection: "close" };
      if (read.reason === "busy") headers["retry-after"] = String(BUSY_RETRY_AFTER_SECONDS);
      return relayErrorResponse(BODY_REFUSALS[read.reason], limits, { headers });
    }
    try {
      const sent = await sendToServer(resolved.target, {
        method: request.method,
        body: read.bytes.byteLength > 0 ? read.bytes : undefined,
        signal: request.signal,
        timeoutMs: limits.timeoutMs,
        allowPrivate: env.mcpAllowPrivateNetworks,
        dispatcherFor: deps.dispatcherFor,
      });
      if (!sent.ok) return relayErrorResponse(sent.kind, limits, { detail: sent.detail });
      const pending = requestIds(read.bytes, mediaTypeOf(request));
      return await answerResponse(sent.answer, { pending, limits, bodyBudget: deps.bodyBudget() });
    } finally {
      read.release();
    }
  };
}

/** The relay with the process environment and the shared guarded agents. */
export const handleMcpRelay = createRelayHandler();
