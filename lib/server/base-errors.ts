import "server-only";
import type { RefusalKind } from "@/lib/server/access/admit";

// The errors every API route may answer with, whatever it is for: the refusals of the one admission
// step (lib/server/access/admit.ts: where the request comes from, then access) and a misconfigured
// deployment. One table from kind to HTTP status and to the sentence a program's log shows (the
// browser words each kind itself). The routes' own tables extend it with their kinds, never
// repeating one: the gateway's (gateway/errors.ts), the replies route's (replies/reply-errors.ts),
// the MCP relay's (mcp/relay-errors.ts) and the share API's (share/share-errors.ts, under its own
// names for these kinds). Each route writes an error in its caller's dialect.

export interface ErrorRow {
  status: number;
  message: string;
}

export type BaseErrorKind = RefusalKind | "server_misconfigured";

export const BASE_ERRORS: Readonly<Record<BaseErrorKind, ErrorRow>> = {
  host_not_allowed: {
    status: 403,
    message: "This server does not answer to this host name; its operator lists the allowed ones in ALLOWED_HOSTS.",
  },
  cross_site: {
    status: 403,
    message: "Requests from other websites are refused: call this API from a program, or use this site's own page.",
  },
  unsupported_media_type: {
    status: 415,
    message: "Send the request body as JSON, with the header Content-Type: application/json.",
  },
  access_denied: {
    status: 401,
    message: "This Moonlit server needs an access code: send it as a Bearer token or x-api-key, or unlock at /unlock.",
  },
  access_limited: {
    status: 429,
    message: "Too many wrong access codes from here. Wait, then try again.",
  },
  // Only where the platform keeps a misconfigured process (Vercel): misconfigured-response.ts names the variable.
  server_misconfigured: {
    status: 500,
    message: "This Moonlit deployment is misconfigured; its log says which environment variable to fix.",
  },
};
