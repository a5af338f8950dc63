import "server-only";
import { adapterOf } from "@/lib/protocol/adapters";
import type { Protocol } from "@/lib/protocol/models";

// Where a request goes upstream and with which headers. The client's own credentials and cookies
// stay here; upstream sees only the server's key and the protocol headers that change its answer.

const FORWARDED_HEADERS = ["anthropic-version", "anthropic-beta", "accept", "user-agent"];

/** The query string rides along (the Anthropic SDK's beta calls add `?beta=true`). */
export function upstreamUrl(protocol: Protocol, base: string, requestUrl: string): string {
  return `${base}${adapterOf(protocol).apiPath}${new URL(requestUrl).search}`;
}

export function upstreamHeaders(request: Request, apiKey: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  headers["content-type"] = "application/json";
  // Compressed SSE would have to be buffered to be decoded; the bytes must flow as they come.
  headers["accept-encoding"] = "identity";
  headers.authorization = `Bearer ${apiKey}`;
  return headers;
}
