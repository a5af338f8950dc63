import "server-only";
import { isRecord } from "@/lib/protocol/is-record";
import type { Protocol } from "@/lib/protocol/models";
import type { RequestIssue } from "@/lib/server/gateway/validate-request";
import { simulate, type SimulatedReply } from "@/lib/server/simulator/simulate";
import { GATEWAY_ADAPTERS } from "./adapters/registry";
import type { GatewayError } from "./errors";
import { parseJsonBody } from "./parse-json-body";

// Everything the gateway does with a body's content, in one pure step that can run on either
// thread (request-check-pool.ts): JSON, validation, and in demo mode the simulated reply. What comes
// out is small (a few flags, an error, or the reply's chunks) whatever the body's size; the body
// itself goes upstream as the bytes that arrived.

export type RequestCheck =
  | { ok: false; error: GatewayError; model: string | undefined }
  | {
      ok: true;
      /** The body asks for an event stream. */
      stream: boolean;
      model: string | undefined;
      /** In demo mode: the reply the simulator made. */
      simulated?: SimulatedReply;
    };

/**
 * The most values (elements and members) a request body may hold, counted before JSON.parse. A
 * long conversation holds tens of thousands (a 2,000-turn agent run with tools, about 100,000);
 * two million values of the costliest shapes (empty objects, unique keys) parse to under 200 MB
 * (measured on Node 24). Without this bound a 32 MiB body of `{},` parses to over 512 MB, and on
 * Node 24 a worker thread that runs out of heap inside JSON.parse takes the whole server down with
 * it (its resourceLimits end only a worker whose own code allocates).
 */
export const MAX_REQUEST_VALUES = 2_000_000;

// A model name is an identifier, not content; anything longer than this is not one (logs name it).
const MODEL_MAX_CHARS = 100;

function modelOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const model = body.model;
  return typeof model === "string" && model.length <= MODEL_MAX_CHARS ? model : undefined;
}

function issueMessage(issue: RequestIssue): string {
  if (issue.field === "" || issue.message.startsWith(issue.field)) return issue.message;
  return `${issue.field}: ${issue.message}`;
}

export function checkRequest(protocol: Protocol, bytes: Uint8Array, demo: boolean): RequestCheck {
  const body = parseJsonBody(bytes, { maxValues: MAX_REQUEST_VALUES });
  if (!body.ok) {
    const kind = body.reason === "too_deep" ? "json_too_deep" : body.reason === "too_wide" ? "body_too_complex" : "invalid_json";
    return { ok: false, error: { kind }, model: undefined };
  }
  const model = modelOf(body.value);
  const validation = GATEWAY_ADAPTERS[protocol].validate(body.value);
  if (!validation.ok) {
    const { issue } = validation;
    return { ok: false, error: { kind: "invalid_request", field: issue.field, message: issueMessage(issue) }, model };
  }
  const json = body.value as Record<string, unknown>;
  return { ok: true, stream: json.stream === true, model, simulated: demo ? simulate(protocol, json) : undefined };
}
