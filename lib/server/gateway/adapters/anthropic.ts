import "server-only";
import { GATEWAY_KIND_FIELD } from "@/lib/protocol/gateway-error-kind";
import { validateAnthropicRequest } from "@/lib/server/gateway/validate-request";
import type { GatewayAdapter } from "./gateway-adapter";

// The gateway's Anthropic Messages route: `{type:"error",error:{type,message}}` bodies, and the
// error event that ends a stream is `event: error`.

const INVALID = { type: "invalid_request_error" };
const TOO_LARGE = { type: "request_too_large" };
const PERMISSION = { type: "permission_error" };
const AUTHENTICATION = { type: "authentication_error" };
const API_ERROR = { type: "api_error" };

export const anthropicGateway: GatewayAdapter = {
  // Every Anthropic client names the API version it speaks.
  sentBy: (headers) => headers.has("anthropic-version"),
  validate: validateAnthropicRequest,
  errorTypes: {
    invalid_json: INVALID,
    invalid_request: INVALID,
    body_too_large: TOO_LARGE,
    body_stalled: INVALID,
    body_cut_off: INVALID,
    json_too_deep: INVALID,
    body_too_complex: TOO_LARGE,
    server_busy: { type: "overloaded_error" },
    unsupported_media_type: INVALID,
    cross_site: PERMISSION,
    host_not_allowed: PERMISSION,
    access_denied: AUTHENTICATION,
    access_limited: { type: "rate_limit_error" },
    user_key_invalid: INVALID,
    user_key_rejected: AUTHENTICATION,
    upstream_credentials: AUTHENTICATION,
    upstream_unreachable: API_ERROR,
    upstream_timeout: API_ERROR,
    upstream_idle: API_ERROR,
    upstream_unrelayable: API_ERROR,
    server_misconfigured: API_ERROR,
  },
  // Moonlit's own name for the error, as its type: what the replies route has always answered.
  routeErrorType: (kind) => ({ type: kind }),
  errorBody: ({ type, message, kind }) => ({ type: "error", error: { type, message, ...(kind && { [GATEWAY_KIND_FIELD]: kind }) } }),
  errorEvent: (json) => `event: error\ndata: ${json}\n\n`,
};
