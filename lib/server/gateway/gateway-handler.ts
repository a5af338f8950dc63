import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { admit } from "@/lib/server/access/admit";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import type { WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { sleep } from "@/lib/async/sleep";
import { warnIfOpen, type OpenWarning } from "@/lib/server/access/open-access-warning";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { simulatedResponse } from "@/lib/server/simulator";
import { errorResponse, refusalResponse, type GatewayError, type GatewayErrorKind } from "./errors";
import { sendWithFailover } from "./failover";
import { BUSY_RETRY_AFTER_SECONDS, sharedBodyBudget, type BodyBudgetUse } from "./body-budget";
import { checkRequestBody, type RequestChecker } from "./request-check-pool";
import { readBodyWithCap, REQUEST_BODY_DEADLINE_MS, type BodyRefusal, type BodyResult } from "./read-body";
import { fromWebResponse, relayResponse } from "./relay-response";
import { upstreamHeaders, upstreamUrl } from "./upstream-target";
import { readUserKey } from "./user-key";
import { discardBody, undiciUpstreamClient, type UpstreamClient, type UpstreamFailure } from "./upstream-client";
import { RESUME_ID_PATTERN, type ResumableReplies } from "@/lib/server/replies/resumable-replies";
import { resumableTap } from "@/lib/server/replies/resumable-tap";
import { outliveRequest } from "@/lib/server/replies/outlive-request";
import { sharedResumableReplies } from "@/lib/server/replies/shared-resumable-replies";
import { RESUME_ID_HEADER } from "@/lib/protocol/resume-contract";

// The gateway, one request at a time: where it comes from and access (admit.ts), size, then
// the body's check (JSON, validation and, in demo mode, the simulated reply: request-check.ts, off
// the main thread for large bodies), then either the simulated reply or upstream with failover, and
// the answer relayed without touching its bytes.

/** Which upstream answered: none (refused before), the primary, the fallback after it, or the simulator. */
export type UpstreamUsed = "none" | "primary" | "fallback" | "demo";

/** What a request's log line says of its way through the gateway (lib/server/logging/gateway-log.ts). */
export interface GatewayOutcome {
  /** The body's model, once the body was read. */
  model: string | undefined;
  upstream: UpstreamUsed;
}

/** Told once per request, when the handler has its answer (or has thrown). */
export type OnOutcome = (outcome: GatewayOutcome) => void;

export type GatewayHandler = (request: Request, onOutcome?: OnOutcome) => Promise<Response>;

export interface GatewayDeps {
  env: () => ServerEnv;
  upstream: UpstreamClient;
  /** Checks a body (and simulates the reply when `demo`); large bodies on worker threads. */
  check: RequestChecker;
  /** Streams a simulated reply. */
  simulate: typeof simulatedResponse;
  /** Silence after which a `: keep-alive` comment goes out (at an event boundary). */
  keepAliveMs: number;
  /** Pace of simulated streams; undefined leaves the simulator's default. */
  demoPaceMs?: number;
  warnIfOpen: OpenWarning;
  /** Counts wrong access codes; shared with the unlock page. */
  limiter: WrongCodeLimiter;
  /** Waits for a code's turn to be checked (see the limiter's overall budget). */
  wait: (ms: number) => Promise<void>;
  /** The bytes of bodies read at once, shared by all requests (body-budget.ts). */
  bodyBudget: () => BodyBudgetUse;
  /** The longest a request body may take to arrive, however steadily (read-body.ts). */
  bodyDeadlineMs: number;
  /** Resumable replies, for browsers that ask for them (lib/server/replies). */
  replies: ResumableReplies;
  /** Keeps the process reading a resumable reply after its response ends (serverless hosts). */
  outlive: (work: Promise<unknown>) => void;
}

const DEFAULT_DEPS: GatewayDeps = {
  env: getEnv,
  upstream: undiciUpstreamClient,
  check: checkRequestBody,
  simulate: simulatedResponse,
  keepAliveMs: 15_000,
  warnIfOpen,
  limiter: sharedWrongCodeLimiter,
  wait: sleep,
  bodyBudget: sharedBodyBudget,
  bodyDeadlineMs: REQUEST_BODY_DEADLINE_MS,
  replies: sharedResumableReplies,
  outlive: outliveRequest,
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

/** A refused body as its client is told; one that kept trickling in is told of the deadline it missed. */
function bodyRefusal(read: Extract<BodyResult, { ok: false }>, deadlineMs: number): GatewayError {
  if (!read.pastDeadline) return { kind: BODY_REFUSALS[read.reason] };
  const seconds = deadlineMs / 1000;
  return {
    kind: "body_stalled",
    message: `The request body was not complete within ${seconds} seconds, the longest this server waits for one, so it stopped waiting. Send it again over a faster connection.`,
  };
}

/**
 * The means to end a request's upstream call: a client that leaves, Stop, the relay giving up. Made
 * here, apart from the request's scope, because it outlives the answer (a resumable reply holds it to its
 * end, the relay while it reads), and V8 gives all closures of one call a single scope: one made
 * beside the body's bytes and the Request would hold them for as long.
 */
function upstreamAbort(): { signal: AbortSignal; abort: () => void } {
  const controller = new AbortController();
  return { signal: controller.signal, abort: () => controller.abort() };
}

export function createGatewayHandler(protocol: Protocol, overrides: Partial<GatewayDeps> = {}): GatewayHandler {
  const deps: GatewayDeps = { ...DEFAULT_DEPS, ...overrides };

  return async function handleGatewayRequest(request, onOutcome) {
    const outcome: GatewayOutcome = { model: undefined, upstream: "none" };
    try {
      return await answer(request, outcome);
    } finally {
      onOutcome?.(outcome);
    }
  };

  /** Fills in `outcome` as it learns the model and which upstream answers. */
  async function answer(request: Request, outcome: GatewayOutcome): Promise<Response> {
    const env = deps.env();
    deps.warnIfOpen(env, request);
    const admission = await admit(request, env, { limiter: deps.limiter, wait: deps.wait });
    if (!admission.ok) return refusalResponse(protocol, admission.refusal);
    const own = readUserKey(request, env);
    if (!own.ok) return errorResponse(protocol, { kind: "user_key_invalid" });
    const apiKey = own.key ?? env.apiKey;

    const read = await readBodyWithCap(request, env.maxRequestBytes, deps.bodyBudget(), env.requestBodyIdleTimeoutMs, deps.bodyDeadlineMs);
    if (!read.ok) {
      // The rest of a refused body is not wanted: the connection closes once the answer is out.
      const headers: Record<string, string> = { connection: "close" };
      if (read.reason === "busy") headers["retry-after"] = String(BUSY_RETRY_AFTER_SECONDS);
      return errorResponse(protocol, bodyRefusal(read, deps.bodyDeadlineMs), headers);
    }
    // The body's bytes go back to the budget once upstream has answered (and so has had them all).
    try {
      return await forward(request, env, read.bytes, { apiKey, own: own.key !== undefined }, outcome);
    } finally {
      read.release();
    }
  }

  /** The body read: its check, then the simulated reply (no key) or upstream with failover. */
  async function forward(
    request: Request,
    env: ServerEnv,
    read: Uint8Array,
    key: { apiKey: string | undefined; own: boolean },
    outcome: GatewayOutcome,
  ): Promise<Response> {
    const { apiKey } = key;
    const { check, bytes } = await deps.check(protocol, read, apiKey === undefined);
    outcome.model = check.model;
    if (!check.ok) return errorResponse(protocol, check.error);
    const { signal: upstreamSignal, abort: onClientAbort } = upstreamAbort();
    // The browser chat may ask for a resumable reply: then only its explicit Stop ends upstream,
    // not its leaving. Every other client keeps today's rule, a client that leaves aborts upstream.
    const asked = request.headers.get(RESUME_ID_HEADER);
    const resumeId = asked !== null && RESUME_ID_PATTERN.test(asked) ? asked : null;
    const abortWithClient = () => {
      request.signal.addEventListener("abort", onClientAbort, { once: true });
      // A client gone while the body was read and checked would otherwise still start a generation.
      if (request.signal.aborted) onClientAbort();
    };
    if (resumeId === null) abortWithClient();
    let resumable = false;
    const keep = async () => {
      const tap = resumeId === null ? null : await resumableTap(deps.replies, resumeId, onClientAbort, deps.outlive);
      resumable = tap !== null;
      return tap;
    };
    const context = { protocol, keepAliveMs: deps.keepAliveMs, idleMs: env.upstreamIdleTimeoutMs, onCancel: onClientAbort, keep };
    /** A resumable reply's answer names it; anything else is as for any client: upstream stops when it leaves. */
    const answered = (response: Response) => {
      if (resumeId === null) return response;
      if (!resumable) abortWithClient();
      else response.headers.set(RESUME_ID_HEADER, resumeId);
      return response;
    };

    if (check.simulated) {
      outcome.upstream = "demo";
      const simulated = deps.simulate(check.simulated, { paceMs: deps.demoPaceMs, signal: upstreamSignal });
      return answered(await relayResponse(fromWebResponse(simulated), { ...context, demo: true }));
    }
    if (apiKey === undefined) throw new Error("a request without a key was checked without its simulated reply");

    const stream = check.stream;
    const bases = env.fallbackBaseUrl ? [env.baseUrl, env.fallbackBaseUrl] : [env.baseUrl];
    // The first base asked is the primary; any after it, the fallback.
    const upstream: UpstreamClient = (sent) => {
      outcome.upstream = outcome.upstream === "none" ? "primary" : "fallback";
      return deps.upstream(sent);
    };
    const result = await sendWithFailover(upstream, {
      bases,
      timeoutMs: env.upstreamHeadersTimeoutMs,
      request: (base) => ({
        url: upstreamUrl(protocol, base, request.url),
        headers: upstreamHeaders(request, apiKey),
        body: bytes,
        signal: upstreamSignal,
        timeoutUntil: stream ? "headers" : "connect",
      }),
    });
    if (!result.ok) return errorResponse(protocol, { kind: FAILURE_KIND[result.failure] });
    if (result.response.status === 401) {
      discardBody(result.response.body);
      return errorResponse(protocol, { kind: key.own ? "user_key_rejected" : "upstream_credentials" });
    }
    return answered(await relayResponse(result.response, { ...context, demo: false, secret: env.apiKey }));
  }
}
