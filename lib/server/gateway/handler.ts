import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { validateAnthropicRequest, validateOpenAIRequest, type RequestIssue } from "@/lib/protocol/validate-request";
import { checkBrowserRequest } from "@/lib/server/access/browser-request";
import { checkGatewayAccess } from "@/lib/server/access/check-access";
import { sharedWrongCodeLimiter, type WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { sleep } from "@/lib/server/access/sleep";
import { warnIfOpen, type OpenWarning } from "@/lib/server/access/open-access-warning";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { simulatorResponse } from "@/lib/server/simulator";
import { errorResponse, type GatewayErrorKind } from "./errors";
import { sendWithFailover } from "./failover";
import { BUSY_RETRY_AFTER_SECONDS, sharedBodyBudget, type BodyBudgetUse } from "./body-budget";
import { parseJsonBody } from "./parse-json-body";
import { readBodyWithCap, type BodyRefusal } from "./read-body";
import { fromWebResponse, relayResponse } from "./relay-response";
import { upstreamHeaders, upstreamUrl } from "./upstream-target";
import { readUserKey } from "./user-key";
import { discardBody, undiciUpstreamClient, type UpstreamClient, type UpstreamFailure } from "./upstream-client";

// The gateway, one request at a time: where it comes from (browser-request.ts), access, size, JSON,
// validation, then either the simulator (demo mode) or upstream with failover, and the answer
// relayed without touching its bytes.

export interface GatewayDeps {
  env: () => ServerEnv;
  upstream: UpstreamClient;
  validate: (protocol: Protocol, body: unknown) => { ok: true } | { ok: false; issue: RequestIssue };
  simulate: typeof simulatorResponse;
  /** Silence after which a `: keep-alive` comment goes out (at an event boundary). */
  keepAliveMs: number;
  /** Pace of simulated streams; undefined leaves the simulator's default. */
  demoPaceMs?: number;
  warnIfOpen: OpenWarning;
  /** Counts wrong access codes; shared with the unlock page. */
  limiter: WrongCodeLimiter;
  /** Holds back a wrong code's answer (see the limiter's overall budget). */
  wait: (ms: number) => Promise<void>;
  /** The bytes of bodies read at once, shared by all requests (body-budget.ts). */
  bodyBudget: () => BodyBudgetUse;
}


const defaultValidate: GatewayDeps["validate"] = (protocol, body) =>
  protocol === "anthropic" ? validateAnthropicRequest(body) : validateOpenAIRequest(body);

const DEFAULT_DEPS: GatewayDeps = {
  env: getEnv,
  upstream: undiciUpstreamClient,
  validate: defaultValidate,
  simulate: simulatorResponse,
  keepAliveMs: 15_000,
  warnIfOpen,
  limiter: sharedWrongCodeLimiter,
  wait: sleep,
  bodyBudget: sharedBodyBudget,
};

const FAILURE_KIND: Record<UpstreamFailure, GatewayErrorKind> = {
  unreachable: "upstream_unreachable",
  timeout: "upstream_timeout",
  aborted: "upstream_unreachable",
};

const BODY_REFUSALS: Record<BodyRefusal, GatewayErrorKind> = {
  too_large: "body_too_large",
  busy: "server_busy",
  stalled: "body_stalled",
  cut_off: "body_cut_off",
};

function issueMessage(issue: RequestIssue): string {
  if (issue.field === "" || issue.message.startsWith(issue.field)) return issue.message;
  return `${issue.field}: ${issue.message}`;
}

export function createGatewayHandler(protocol: Protocol, overrides: Partial<GatewayDeps> = {}) {
  const deps: GatewayDeps = { ...DEFAULT_DEPS, ...overrides };

  async function handleGatewayRequest(request: Request): Promise<Response> {
    const env = deps.env();
    deps.warnIfOpen(env, request);
    const browser = checkBrowserRequest(request, env);
    if (!browser.ok) return errorResponse(protocol, { kind: browser.refusal });
    const access = checkGatewayAccess(request, env, deps.limiter);
    if (!access.ok && access.retryAfterSeconds !== undefined) {
      return errorResponse(protocol, { kind: "access_limited" }, { "retry-after": String(access.retryAfterSeconds) });
    }
    if (!access.ok && access.delayMs) await deps.wait(access.delayMs);
    if (!access.ok) return errorResponse(protocol, { kind: "access_denied" });
    const own = readUserKey(request, env);
    if (!own.ok) return errorResponse(protocol, { kind: "user_key_invalid" });
    const apiKey = own.key ?? env.apiKey;

    const read = await readBodyWithCap(request, env.maxRequestBytes, deps.bodyBudget(), env.requestBodyIdleTimeoutMs);
    if (!read.ok) {
      // The rest of a refused body is not wanted: the connection closes once the answer is out.
      const headers: Record<string, string> = { connection: "close" };
      if (read.reason === "busy") headers["retry-after"] = String(BUSY_RETRY_AFTER_SECONDS);
      return errorResponse(protocol, { kind: BODY_REFUSALS[read.reason] }, headers);
    }
    // The body's bytes go back to the budget once upstream has answered (and so has had them all).
    try {
      return await forward(request, env, read.bytes, { apiKey, own: own.key !== undefined });
    } finally {
      read.release();
    }
  }

  /** The body read: JSON, validation, then the simulator (no key) or upstream with failover. */
  async function forward(
    request: Request,
    env: ServerEnv,
    bytes: Uint8Array,
    key: { apiKey: string | undefined; own: boolean },
  ): Promise<Response> {
    const body = parseJsonBody(bytes);
    if (!body.ok) return errorResponse(protocol, { kind: body.reason === "too_deep" ? "json_too_deep" : "invalid_json" });
    const validation = deps.validate(protocol, body.value);
    if (!validation.ok) {
      const { issue } = validation;
      return errorResponse(protocol, { kind: "invalid_request", field: issue.field, message: issueMessage(issue) });
    }
    const json = body.value as Record<string, unknown>;
    const abortUpstream = new AbortController();
    const onClientAbort = () => abortUpstream.abort();
    request.signal.addEventListener("abort", onClientAbort, { once: true });
    // A client gone while the body was read and checked would otherwise still start a generation.
    if (request.signal.aborted) onClientAbort();
    const context = { protocol, keepAliveMs: deps.keepAliveMs, idleMs: env.upstreamIdleTimeoutMs, onCancel: onClientAbort };

    const { apiKey } = key;
    if (apiKey === undefined) {
      const simulated = deps.simulate(protocol, json, { paceMs: deps.demoPaceMs, signal: abortUpstream.signal });
      return relayResponse(fromWebResponse(simulated), { ...context, demo: true });
    }

    const stream = json.stream === true;
    const bases = env.fallbackBaseUrl ? [env.baseUrl, env.fallbackBaseUrl] : [env.baseUrl];
    const result = await sendWithFailover(deps.upstream, {
      bases,
      timeoutMs: env.upstreamHeadersTimeoutMs,
      request: (base) => ({
        url: upstreamUrl(protocol, base, request.url),
        headers: upstreamHeaders(request, apiKey),
        body: bytes,
        signal: abortUpstream.signal,
        timeoutUntil: stream ? "headers" : "connect",
      }),
    });
    if (!result.ok) return errorResponse(protocol, { kind: FAILURE_KIND[result.failure] });
    if (result.response.status === 401) {
      discardBody(result.response.body);
      return errorResponse(protocol, { kind: key.own ? "user_key_rejected" : "upstream_credentials" });
    }
    return relayResponse(result.response, { ...context, demo: false, secret: env.apiKey });
  }

  return handleGatewayRequest;
}
