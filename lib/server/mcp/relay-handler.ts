import "server-only";
import { admit } from "@/lib/server/access/admit";
import { clientKey, trustOf } from "@/lib/server/access/client-key";
import { sleep } from "@/lib/async/sleep";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import type { WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { afterBody } from "./after-body";
import { CallDeadline } from "./call-deadline";
import { ClientCalls } from "./client-calls";
import { sharedGuardedAgent } from "./guarded-agent";
import { mcpBodyBudget } from "./mcp-body-budget";
import { endpointSecret } from "./operator-endpoint";
import { relayCall, type CallDeps } from "./relay-call";
import { relayErrorResponse, relayRefusalResponse } from "./relay-errors";
import { limitsOf } from "./relay-limits";
import { resolveTarget } from "./relay-target";

// The MCP relay (GET, POST and DELETE /api/mcp/relay; the contract is in relay-contract.ts): the
// browser's MCP client reaches any MCP server through it, without CORS, and operator servers with
// headers only this server holds. Nothing lives here between requests: the MCP session is the
// server's, and its id travels in Mcp-Session-Id, so it works where no memory survives (Vercel).
// Each request counts against its client's cap (client-calls.ts) and runs against a deadline
// (call-deadline.ts) until its answer's last byte.

export interface RelayDeps extends CallDeps {
  env: () => ServerEnv;
  /** Counts wrong access codes; shared with the unlock page and the gateway. */
  limiter: WrongCodeLimiter;
  wait: (ms: number) => Promise<void>;
  /** Relay requests under way per client. */
  clientCalls: ClientCalls;
}

// GET and DELETE carry no body; OAuth token requests are forms. None of these lets another site
// call the relay: every request needs the x-moonlit-mcp-target header, which only a CORS preflight
// (never granted here) would let a page on another site send, and admit.ts refuses what browsers
// mark as cross-site.
const MEDIA_TYPES = ["application/json", "application/x-www-form-urlencoded", ""] as const;

export function createRelayHandler(overrides: Partial<RelayDeps> = {}) {
  const deps: RelayDeps = {
    env: getEnv,
    limiter: sharedWrongCodeLimiter,
    wait: sleep,
    // MCP's bytes in their own budget, never the gateway's (mcp-body-budget.ts).
    bodyBudget: mcpBodyBudget,
    // The guarded agent of each address policy (guarded-agent.ts): the relay's only way out.
    dispatcherFor: sharedGuardedAgent,
    clientCalls: new ClientCalls(),
    ...overrides,
  };

  return async function handleRelay(request: Request): Promise<Response> {
    const env = deps.env();
    const limits = limitsOf(env);
    const admission = await admit(request, env, { limiter: deps.limiter, wait: deps.wait, mediaTypes: MEDIA_TYPES });
    if (!admission.ok) return relayRefusalResponse(admission.refusal, limits);
    const resolved = resolveTarget(request, env.mcpServers, () => endpointSecret(env));
    if (!resolved.ok) return relayErrorResponse(resolved.kind, limits, { detail: resolved.detail });

    const release = deps.clientCalls.take(clientKey(request, trustOf(env)), limits.maxCallsPerClient);
    if (!release) return relayErrorResponse("too_many_calls", limits);
    const deadline = new CallDeadline(limits.callDeadlineMs);
    const done = () => {
      deadline.lift();
      release();
    };
    try {
      return afterBody(await relayCall(request, resolved.target, env, deadline, deps), done);
    } catch (error) {
      done();
      throw error;
    }
  };
}

/** The relay with the process environment and the shared guarded agents. */
export const handleMcpRelay = createRelayHandler();
