import { PROTOCOLS, type Protocol } from "@/lib/protocol/models";
import type { GatewayHandler } from "@/lib/server/gateway/gateway-handler";
import { ROUTES, testHandler } from "@/lib/server/gateway/test-support/harness";
import { startRouteServer } from "@/lib/server/test-support/route-server";
import { startTestUpstream, type TestUpstream } from "@/e2e/test-upstream";

// The gateway's two routes served over HTTP in this process (through Next's own request adapter, as
// under `next start`), relaying to the test upstream over HTTP, behind an access code: what a real
// client meets, without a Next build.

export const ACCESS_CODE = "moonlit-client-code";

/** What a client asked of the gateway and the status it got, in order. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. /api/anthropic/v1/messages?beta=true */
  url: string;
  status: number;
}

export interface Gateway {
  /** e.g. http://127.0.0.1:PORT; the clients' base URLs are `${url}/api/anthropic` and `${url}/api/openai/v1`. */
  url: string;
  upstream: TestUpstream;
  seen: SeenRequest[];
  /** Forgets what was seen, and empties the test upstream's queue and record. */
  reset(): void;
  close(): Promise<void>;
}

const protocolAt = new Map(PROTOCOLS.map((protocol) => [new URL(ROUTES[protocol]).pathname, protocol]));

export async function startGateway(): Promise<Gateway> {
  const upstream = await startTestUpstream();
  const vars = { EVOLINK_BASE_URL: upstream.url, EVOLINK_FALLBACK_BASE_URL: "", ACCESS_CODE };
  const handlers: Record<Protocol, GatewayHandler> = { anthropic: testHandler("anthropic", vars), openai: testHandler("openai", vars) };
  const seen: SeenRequest[] = [];
  const answer = async (request: Request): Promise<Response> => {
    const protocol = protocolAt.get(new URL(request.url).pathname);
    // As Next answers: 404 for a path without a route, 405 for another method on a POST route.
    if (protocol === undefined) return new Response("Not Found", { status: 404 });
    if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
    return handlers[protocol](request);
  };
  const server = await startRouteServer(async (request) => {
    const response = await answer(request);
    const { pathname, search } = new URL(request.url);
    seen.push({ method: request.method, url: pathname + search, status: response.status });
    return response;
  });
  return {
    url: server.url,
    upstream,
    seen,
    reset: () => {
      seen.length = 0;
      upstream.reset();
    },
    close: async () => {
      await server.close();
      await upstream.close();
    },
  };
}
