import "server-only";
import { GATEWAY_KIND_FIELD } from "@/lib/protocol/gateway-error-kind";
import { validateOpenAIRequest } from "@/lib/server/gateway/validate-request";
import type { GatewayAdapter } from "./gateway-adapter";

// The gateway's OpenAI Chat Completions route: `{error:{message,type,param,code}}` bodies, and the
// error event that ends a stream is a bare `data:` line.

const INVALID = { type: "invalid_request_error" };
const SERVER_ERROR = { type: "server_error" };

export const openaiGateway: GatewayAdapter = {
  // OpenAI's clients send their key as a Bearer token (Anthropic's may too, and are told apart first).
  sentBy: (headers) => /^Bearer\s/i.test(headers.get("authorization")?.trim() ?? ""),
  validate: validateOpenAIRequest,
  errorTypes: {
    invalid_json: INVALID,
    invalid_request: INVALID,
    body_too_large: INVALID,
    body_stalled: INVALID,
    body_cut_off: INVALID,
    json_too_deep: INVALID,
    body_too_complex: INVALID,
    server_busy: SERVER_ERROR,
    unsupported_media_type: INVALID,
    cross_site: INVALID,
    host_not_allowed: INVALID,
    access_denied: { type: "invalid_request_error", code: "invalid_api_key" },
    access_limited: { type: "rate_limit_error", code: "rate_limit_exceeded" },
    user_key_invalid: INVALID,
    user_key_rejected: { type: "authentication_error", code: "invalid_api_key" },
    upstream_credentials: { type: "authentication_error" },
    upstream_unreachable: SERVER_ERROR,
    upstream_timeout: SERVER_ERROR,
    upstream_idle: SERVER_ERROR,
    upstream_unrelayable: SERVER_ERROR,
    server_misconfigured: { type: "server_error", code: "server_misconfigured" },
  },
  // OpenAI's two broad types, as its API answers, with Moonlit's own name for the error as the code.
  routeErrorType: (kind, status) => ({ type: status >= 500 ? "server_error" : "invalid_request_error", code: kind }),
  errorBody: ({ type, code, message, field, kind }) => ({
    error: { message, type, param: field ?? null, code: code ?? null, ...(kind && { [GATEWAY_KIND_FIELD]: kind }) },
  }),
  errorEvent: (json) => `data: ${json}\n\n`,
};
