import "server-only";
import { Readable } from "node:stream";
import type { BodyBudgetUse } from "@/lib/server/gateway/body-budget";
import { readBodyWithCap, type BodyRefusal } from "@/lib/server/gateway/read-body";
import { discardBody } from "@/lib/server/gateway/upstream-client";
import { PASSED_RESPONSE_HEADERS } from "@/lib/protocol/mcp/relay-contract";
import type { CallDeadline } from "./call-deadline";
import { relayErrorResponse, type RelayErrorKind, type RelayLimits } from "./relay-errors";
import { isJsonRpc, rpcErrorBody, type RpcId } from "./relay-rpc";
import type { ServerAnswer } from "./relay-send";
import { relayEventStream } from "./relay-sse";

// The MCP server's answer, as the browser gets it: its status and only the headers an MCP client
// needs; event streams event by event (relay-sse.ts); JSON read whole within the cap (in MCP's own
// byte budget), and checked to be JSON-RPC when it answers calls. MCP clients read nothing else: a
// success of another type is refused for a GET and handed on without its body otherwise (an accepted
// message, an ended session), and an error page goes on as plain text within the cap, for the
// client's error message; so the relay serves no page or file. An answer that cannot be relayed
// becomes, for a call, that call's JSON-RPC error, and otherwise the relay's own.

export interface AnswerContext {
  /** The calls the request carried, waiting for their answers in this one. */
  pending: RpcId[];
  limits: RelayLimits;
  bodyBudget: BodyBudgetUse;
  deadline: CallDeadline;
  /** The request's method: a GET is answered with JSON or events, or refused. */
  method: string;
  /** For an operator server's event stream: its announced message endpoint as the browser is to see it. */
  endpoint?: (announced: string) => string;
}

const BODY_FAILURES: Record<BodyRefusal, RelayErrorKind> = {
  too_large: "answer_too_large",
  stalled: "answer_stalled",
  cut_off: "answer_cut_off",
  busy: "server_busy",
};

// The answer is whatever a server on the internet sent: never something this origin's pages run.
const SAFE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
};

const mediaTypeOf = (headers: Headers) => (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
const isJsonType = (type: string) => type === "application/json" || type.endsWith("+json");

function relayedHeaders(answer: ServerAnswer): Headers {
  const headers = new Headers(SAFE_HEADERS);
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The calls' errors as a JSON-RPC answer: the MCP client reads them as the calls' own results. */
function callErrors(pending: RpcId[], kind: RelayErrorKind, context: AnswerContext, headers: Headers, detail?: string): Response {
  headers.set("content-type", "application/json");
  return new Response(rpcErrorBody(pending, kind, context.limits, detail), { status: 200, headers });
}

/** A body passed on as it comes, ended with an error past the cap or after the timeout's silence. */
function cappedStream(source: Readable, limits: RelayLimits): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<"idle">((resolve) => (timer = setTimeout(() => resolve("idle"), limits.timeoutMs)));
      try {
        const next = await Promise.race([iterator.next(), idle]);
        if (next === "idle") throw new Error("the MCP server went silent");
        if (next.done) return controller.close();
        total += (next.value as Buffer).byteLength;
        if (total > limits.maxResponseBytes) throw new Error("the MCP server's answer is past the relay's cap");
        controller.enqueue(new Uint8Array(next.value as Buffer));
      } catch (error) {
        discardBody(source);
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel() {
      discardBody(source);
    },
  });
}

export async function answerResponse(answer: ServerAnswer, context: AnswerContext): Promise<Response> {
  const { limits, deadline } = context;
  const headers = relayedHeaders(answer);
  if (answer.body === null) return new Response(null, { status: answer.status, headers });
  const type = mediaTypeOf(answer.headers);
  const succeeded = answer.status >= 200 && answer.status < 300;
  const pending = succeeded ? context.pending : [];

  if (type === "text/event-stream") {
    // A stream no call waits on is a listening one: it lives as long as the browser keeps it.
    if (pending.length === 0) deadline.lift();
    const events = relayEventStream(answer.body, { pending, limits, deadline, endpoint: context.endpoint });
    return new Response(events, { status: answer.status, headers });
  }
  if (isJsonType(type)) {
    const read = await readBodyWithCap(
      { headers: answer.headers, body: Readable.toWeb(answer.body) as ReadableStream<Uint8Array<ArrayBuffer>> },
      limits.maxResponseBytes,
      context.bodyBudget,
      limits.timeoutMs,
    );
    if (!read.ok) {
      discardBody(answer.body);
      const kind = deadline.passed ? "call_too_long" : BODY_FAILURES[read.reason];
      return pending.length > 0 ? callErrors(pending, kind, context, headers) : relayErrorResponse(kind, limits);
    }
    try {
      if (pending.length > 0 && !isJsonRpc(parsed(read.bytes))) return callErrors(pending, "answer_not_json_rpc", context, headers);
      return new Response(read.bytes as Uint8Array<ArrayBuffer>, { status: answer.status, headers });
    } finally {
      read.release();
    }
  }
  const answered = `it answered ${type || "without a content type"}`;
  // A call answered with neither JSON nor events (an HTML error page from a proxy, say). 202 is
  // the legacy transport's "accepted: the answer comes on the event stream".
  if (pending.length > 0 && answer.status !== 202) {
    discardBody(answer.body);
    return callErrors(pending, "answer_not_json_rpc", context, headers, answered);
  }
  if (succeeded) {
    discardBody(answer.body);
    if (context.method === "GET") return relayErrorResponse("answer_not_mcp", limits, { detail: answered });
    headers.delete("content-type");
    return new Response(null, { status: answer.status, headers });
  }
  headers.set("content-type", "text/plain; charset=utf-8");
  return new Response(cappedStream(answer.body, limits), { status: answer.status, headers });
}

function parsed(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}
