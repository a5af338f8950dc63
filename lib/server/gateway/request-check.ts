import "server-only";
import type { Protocol } from "@/lib/protocol/models";
import { validateAnthropicRequest, validateOpenAIRequest, type RequestIssue } from "@/lib/protocol/validate-request";
import { simulate, type SimulatedReply } from "@/lib/server/simulator/simulate";
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

// A model name is an identifier, not content; anything longer than this is not one (logs name it).
const MODEL_MAX_CHARS = 100;

function modelOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const model = (body as { model?: unknown }).model;
  return typeof model === "string" && model.length <= MODEL_MAX_CHARS ? model : undefined;
}

function issueMessage(issue: RequestIssue): string {
  if (issue.field === "" || issue.message.startsWith(issue.field)) return issue.message;
  return `${issue.field}: ${issue.message}`;
}

export function checkRequest(protocol: Protocol, bytes: Uint8Array, demo: boolean): RequestCheck {
  const body = parseJsonBody(bytes);
  if (!body.ok) {
    return { ok: false, error: { kind: body.reason === "too_deep" ? "json_too_deep" : "invalid_json" }, model: undefined };
  }
  const model = modelOf(body.value);
  const validation = protocol === "anthropic" ? validateAnthropicRequest(body.value) : validateOpenAIRequest(body.value);
  if (!validation.ok) {
    const { issue } = validation;
    return { ok: false, error: { kind: "invalid_request", field: issue.field, message: issueMessage(issue) }, model };
  }
  const json = body.value as Record<string, unknown>;
  return { ok: true, stream: json.stream === true, model, simulated: demo ? simulate(protocol, json) : undefined };
}
