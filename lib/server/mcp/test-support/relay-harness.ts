import "server-only";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { parseEnv } from "@/lib/server/env";
import { startRouteServer, type RouteServer } from "@/lib/server/test-support/route-server";
import { createRelayHandler, type RelayDeps } from "../relay-handler";
import { relayFetch } from "@/lib/chat/mcp/relay-fetch";

// The relay served over real HTTP as `next start` serves it, and the MCP SDK's client pointed at
// it as the browser will point it: every request through the relay, everything the client was
// handed (headers and bodies) kept so a test can say what never reached it.

export async function startRelay(vars: Record<string, string> = {}, deps: Partial<RelayDeps> = {}): Promise<RouteServer> {
  // A deployment secret of its own, so signing an operator server's endpoint writes none to disk (cookie-secret.ts).
  const env = parseEnv({ EVOLINK_FALLBACK_BASE_URL: "", ACCESS_COOKIE_SECRET: "relay-test-deployment-secret-0123456789", ...vars });
  return startRouteServer(createRelayHandler({ env: () => env, ...deps }));
}

export interface RelayedClient {
  client: Client;
  transport: StreamableHTTPClientTransport | SSEClientTransport;
  /** Every response header and body byte the client was handed, as text. */
  seen: () => string;
}

export interface ClientOptions {
  headers?: Record<string, string>;
  relayHeaders?: Record<string, string>;
  authProvider?: OAuthClientProvider;
  legacy?: boolean;
}

function recording(base: typeof fetch, log: string[]): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    response.headers.forEach((value, name) => log.push(`${name}: ${value}`));
    if (!response.body) return response;
    const decoder = new TextDecoder();
    const tee = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        log.push(decoder.decode(chunk, { stream: true }));
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(tee), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** The transport, not yet connected (for tests that need to see connect fail). */
export function relayedTransport(relay: RouteServer, serverUrl: string, options: ClientOptions = {}, log: string[] = []) {
  const fetchThroughRelay = relayFetch({ origin: relay.url, headers: options.headers, relayHeaders: options.relayHeaders, fetch: recording(fetch, log) });
  const url = new URL(serverUrl);
  return options.legacy
    ? new SSEClientTransport(url, { fetch: fetchThroughRelay, authProvider: options.authProvider })
    : new StreamableHTTPClientTransport(url, { fetch: fetchThroughRelay, authProvider: options.authProvider });
}

export async function connectThroughRelay(relay: RouteServer, serverUrl: string, options: ClientOptions = {}): Promise<RelayedClient> {
  const log: string[] = [];
  const transport = relayedTransport(relay, serverUrl, options, log);
  const client = new Client({ name: "moonlit-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport, seen: () => log.join("\n") };
}
