import "server-only";
import { admit } from "@/lib/server/access/admit";
import { sleep } from "@/lib/async/sleep";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import type { WrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { getEnv, type ServerEnv } from "@/lib/server/env";
import { operatorServerUrl } from "@/lib/protocol/mcp/relay-contract";
import { relayRefusalResponse } from "./relay-errors";
import { limitsOf } from "./relay-limits";

// GET /api/mcp/servers: the operator's MCP servers (MCP_SERVERS) as the browser knows them: an id,
// a name, and the stand-in URL its MCP client connects to through the relay. Their real URLs
// and headers stay on the server. Their tools the browser learns by connecting, like any server's.

export interface ListedServer {
  id: string;
  name: string;
  url: string;
}

interface ServersDeps {
  env: () => ServerEnv;
  limiter: WrongCodeLimiter;
  wait: (ms: number) => Promise<void>;
}

export function createServersHandler(overrides: Partial<ServersDeps> = {}) {
  const deps: ServersDeps = { env: getEnv, limiter: sharedWrongCodeLimiter, wait: sleep, ...overrides };

  return async function handleServers(request: Request): Promise<Response> {
    const env = deps.env();
    const admission = await admit(request, env, { limiter: deps.limiter, wait: deps.wait, mediaTypes: [""] });
    if (!admission.ok) return relayRefusalResponse(admission.refusal, limitsOf(env));
    const servers: ListedServer[] = env.mcpServers.map(({ id, name }) => ({ id, name, url: operatorServerUrl(id) }));
    return Response.json({ servers }, { headers: { "cache-control": "no-store" } });
  };
}

export const handleMcpServers = createServersHandler();
