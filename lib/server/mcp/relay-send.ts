import "server-only";
import type { Readable } from "node:stream";
import { request, type Dispatcher } from "undici";
import { discardBody, toHeaders } from "@/lib/server/gateway/upstream-client";
import { AddressRefusedError, checkTargetUrl, type AddressPolicy, type TargetRefusal } from "./address-guard";
import type { CallDeadline } from "./call-deadline";
import type { RelayErrorKind } from "./relay-errors";
import type { RelayTarget } from "./relay-target";

// One relayed request, hop by hop: each URL is checked (address-guard.ts) and connected to through
// the guarded agent of its policy, and redirects are followed here, each one checked again, never
// by the browser (which would leave the relay behind) nor blindly by the HTTP client. Supplied
// headers (credentials) go only to the first origin, an operator's only to its configured origin.
// The wait for the answer's headers is bounded, and the call's deadline ends the request whenever it comes.

export interface SendOptions {
  method: string;
  body: Uint8Array | undefined;
  /** The browser's request: its end ends this request, before or after the headers. */
  signal: AbortSignal;
  timeoutMs: number;
  deadline: CallDeadline;
  /** MCP_ALLOW_PRIVATE_NETWORKS. An operator server's own origin is trusted regardless. */
  allowPrivate: boolean;
  dispatcherFor: (policy: AddressPolicy) => Dispatcher;
}

export interface ServerAnswer {
  status: number;
  headers: Headers;
  /** null for statuses without a body. */
  body: Readable | null;
}

export type SendResult = { ok: true; answer: ServerAnswer } | { ok: false; kind: RelayErrorKind; detail?: string };

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY_STATUSES = new Set([204, 205, 304]);

const URL_REFUSALS: Record<TargetRefusal, RelayErrorKind> = {
  scheme: "target_scheme",
  credentials: "target_credentials",
  private: "address_private",
  metadata: "address_metadata",
};

/** The address refusal behind a connection error, however deep undici wrapped it. */
function refusalIn(error: unknown): AddressRefusedError | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if (at instanceof AddressRefusedError) return at;
  }
  return undefined;
}

function failureKind(error: unknown): RelayErrorKind {
  const refused = refusalIn(error);
  if (refused) return refused.refusal === "metadata" ? "address_metadata" : "address_private";
  const code = (error as { code?: unknown }).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME") return "unresolvable";
  if (code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
  return "unreachable";
}

/** Where a redirect points, for the message: no query (it may hold a token). */
const shown = (url: URL) => `${url.origin}${url.pathname}`;

async function once(url: URL, method: string, headers: Record<string, string>, body: Uint8Array | undefined, dispatcher: Dispatcher, options: SendOptions): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  // Stay attached after the headers: a browser that leaves, or the deadline, ends the server's answer too.
  for (const signal of [options.signal, options.deadline.signal]) {
    signal.addEventListener("abort", () => controller.abort(), { once: true });
    if (signal.aborted) controller.abort();
  }
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const answer = await request(url, { method: method as Dispatcher.HttpMethod, headers, body, signal: controller.signal, dispatcher });
    const withBody = !NO_BODY_STATUSES.has(answer.statusCode) && method !== "HEAD";
    if (!withBody) answer.body.resume();
    return { ok: true, answer: { status: answer.statusCode, headers: toHeaders(answer.headers), body: withBody ? answer.body : null } };
  } catch (error) {
    return { ok: false, kind: timedOut ? "timeout" : options.deadline.passed ? "call_too_long" : failureKind(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function sendToServer(target: RelayTarget, options: SendOptions): Promise<SendResult> {
  const firstOrigin = target.url.origin;
  const operatorOrigin = target.operator?.origin;
  let url = target.url;
  const method = options.method;
  for (let hop = 0; ; hop++) {
    const policy = { allowPrivate: options.allowPrivate || url.origin === operatorOrigin };
    const check = checkTargetUrl(url, policy);
    if (!check.ok) return { ok: false, kind: URL_REFUSALS[check.refusal] };
    const headers = {
      ...target.protocolHeaders,
      ...(url.origin === firstOrigin ? target.suppliedHeaders : {}),
      ...(url.origin === operatorOrigin ? target.operator?.server.headers : {}),
    };
    const body = method === "GET" || method === "HEAD" ? undefined : options.body;
    const sent = await once(url, method, headers, body, options.dispatcherFor(policy), options);
    if (!sent.ok) return sent;
    const location = sent.answer.headers.get("location");
    if (!REDIRECTS.has(sent.answer.status) || location === null) return sent;
    discardBody(sent.answer.body);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return { ok: false, kind: "unreachable", detail: "the redirect's Location is not a URL" };
    }
    if (hop === MAX_REDIRECTS) return { ok: false, kind: "too_many_redirects" };
    // 301, 302 and 303 turn a request with a body into a GET: an MCP message would be lost on the way.
    const keepsMethod = sent.answer.status === 307 || sent.answer.status === 308 || method === "GET";
    if (!keepsMethod) return { ok: false, kind: "redirect_refused", detail: `to ${shown(next)}` };
    url = next;
  }
}
