import "server-only";
import type { Dispatcher } from "undici";
import { BUSY_RETRY_AFTER_SECONDS, type BodyBudgetUse } from "@/lib/server/gateway/body-budget";
import { readBodyWithCap, type BodyRefusal } from "@/lib/server/gateway/read-body";
import type { ServerEnv } from "@/lib/server/env";
import type { AddressPolicy } from "./address-guard";
import type { CallDeadline } from "./call-deadline";
import { endpointSecret, signedEndpoint } from "./operator-endpoint";
import { answerResponse } from "./relay-answer";
import { relayErrorResponse, type RelayErrorKind } from "./relay-errors";
import { limitsOf, MAX_MCP_REQUEST_BYTES } from "./relay-limits";
import { callIds } from "./relay-rpc";
import { sendToServer } from "./relay-send";
import { requestShape, type RequestShape } from "./relay-shape";
import { operatorTakes, refusedAt, type RelayTarget } from "./relay-target";

// One relayed request, once the relay has let it in (relay-handler.ts): its body read within MCP's
// byte budget, its shape checked (relay-shape.ts) and, for an operator's server, the place it
// names (relay-target.ts), then sent on and its answer handed back.

export interface CallDeps {
  bodyBudget: () => BodyBudgetUse;
  dispatcherFor: (policy: AddressPolicy) => Dispatcher;
}

const BODY_REFUSALS: Record<BodyRefusal, RelayErrorKind> = {
  too_large: "body_too_large",
  busy: "server_busy",
  stalled: "body_stalled",
  cut_off: "body_cut_off",
};

const NO_BODY = { ok: true as const, bytes: new Uint8Array(0), release: () => undefined };

/** For an operator server's stream: the message endpoint it announces, as its stand-in path. */
function endpointRewrite(target: RelayTarget, shape: RequestShape, env: ServerEnv): ((announced: string) => string) | undefined {
  const operator = target.operator;
  if (operator?.route !== "configured" || shape.kind !== "listen") return undefined;
  return (announced) => signedEndpoint(operator.server, endpointSecret(env), announced, target.url) ?? announced;
}

export async function relayCall(request: Request, target: RelayTarget, env: ServerEnv, deadline: CallDeadline, deps: CallDeps): Promise<Response> {
  const limits = limitsOf(env);
  const withBody = request.method === "POST" || request.method === "DELETE";
  const read = withBody ? await readBodyWithCap(request, MAX_MCP_REQUEST_BYTES, deps.bodyBudget(), env.requestBodyIdleTimeoutMs) : NO_BODY;
  if (!read.ok) {
    const headers: Record<string, string> = { connection: "close" };
    if (read.reason === "busy") headers["retry-after"] = String(BUSY_RETRY_AFTER_SECONDS);
    return relayErrorResponse(BODY_REFUSALS[read.reason], limits, { headers });
  }
  try {
    const shaped = requestShape(request, target.url, read.bytes);
    if (!shaped.ok) return relayErrorResponse("not_mcp_request", limits, { detail: shaped.detail });
    const { shape } = shaped;
    if (target.operator && !operatorTakes(target.operator, shape)) {
      return relayErrorResponse("operator_path", limits, { detail: refusedAt(target.operator, request.method) });
    }
    const sent = await sendToServer(target, {
      method: request.method,
      body: read.bytes.byteLength > 0 ? read.bytes : undefined,
      signal: request.signal,
      timeoutMs: limits.timeoutMs,
      deadline,
      allowPrivate: env.mcpAllowPrivateNetworks,
      dispatcherFor: deps.dispatcherFor,
    });
    if (!sent.ok) return relayErrorResponse(sent.kind, limits, { detail: sent.detail });
    return await answerResponse(sent.answer, {
      pending: shape.kind === "message" ? callIds(shape.message) : [],
      limits,
      bodyBudget: deps.bodyBudget(),
      deadline,
      method: request.method,
      endpoint: endpointRewrite(target, shape, env),
    });
  } finally {
    read.release();
  }
}
