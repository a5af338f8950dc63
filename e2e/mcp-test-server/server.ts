import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createMcpExpressApp } from "@modelcontextprotocol/sdk/server/express.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getOAuthProtectedResourceMetadataUrl, mcpAuthRouter } from "@modelcontextprotocol/sdk/server/auth/router.js";
import { requireBearerAuth } from "@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js";
import { AutoApprovingProvider } from "./oauth";
import { createServerLog, recordRequest, resetLog, type ServerLog } from "./server-log";
import { Sessions } from "./sessions";
import { registerTestTools, registerWhoami } from "./tools";

// A real MCP server for the unit tests and end-to-end tests, built from the SDK's server side:
//   /mcp                    Streamable HTTP, the tools of tools.ts
//   /sse + /messages        the same tools over the older HTTP+SSE transport
//   /oauth/mcp              Streamable HTTP behind OAuth (the tools plus `whoami`), with the SDK's
//                           authorization server at the root (/.well-known/…, /register,
//                           /authorize (approves at once), /token, /revoke)
//   /__control/state        what the server saw (server-log.ts); POST /__control/reset forgets it,
//                           POST /__control/expire-tokens ends every access token (refresh then needed)

export interface TestMcpServerOptions {
  /** 0 (the default): a free port. */
  port?: number;
  host?: string;
  /** Host names the server answers to besides loopback ones (the SDK refuses others: DNS rebinding). */
  extraHosts?: string[];
  accessTokenTtlSeconds?: number;
}

export interface TestMcpServer {
  url: string;
  mcpUrl: string;
  sseUrl: string;
  oauthMcpUrl: string;
  log: ServerLog;
  expireAccessTokens(): void;
  close(): Promise<void>;
}

export async function startTestMcpServer(options: TestMcpServerOptions = {}): Promise<TestMcpServer> {
  const host = options.host ?? "127.0.0.1";
  const app = createMcpExpressApp({ host, allowedHosts: ["127.0.0.1", "localhost", "[::1]", ...(options.extraHosts ?? [])] });
  const log = createServerLog();
  const provider = new AutoApprovingProvider(options.accessTokenTtlSeconds);
  const open = new Sessions(() => withTools(false));
  const guarded = new Sessions(() => withTools(true));

  function withTools(signedIn: boolean): McpServer {
    const server = new McpServer({ name: signedIn ? "moonlit-test-oauth" : "moonlit-test", version: "1.0.0" });
    registerTestTools(server, log);
    if (signedIn) registerWhoami(server, log);
    return server;
  }

  // Listening first: the OAuth metadata names the server's own URL, port included.
  const http: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = http.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const oauthMcpUrl = `${url}/oauth/mcp`;

  app.use((req: { method: string; originalUrl: string; headers: Record<string, string> }, _res: unknown, next: () => void) => {
    if (!req.originalUrl.startsWith("/__control/")) recordRequest(log, { method: req.method, path: req.originalUrl, headers: { ...req.headers } });
    next();
  });
  app.get("/__control/state", (_req: unknown, res: { json(value: unknown): void }) => res.json(log));
  app.post("/__control/reset", (_req: unknown, res: { json(value: unknown): void }) => {
    resetLog(log);
    res.json({ ok: true });
  });
  app.post("/__control/expire-tokens", (_req: unknown, res: { json(value: unknown): void }) => {
    provider.expireAccessTokens();
    res.json({ ok: true });
  });

  const noRateLimit = { rateLimit: false as const };
  app.use(
    mcpAuthRouter({
      provider,
      issuerUrl: new URL(url),
      resourceServerUrl: new URL(oauthMcpUrl),
      scopesSupported: ["mcp:tools"],
      resourceName: "Moonlit test MCP server (OAuth)",
      authorizationOptions: noRateLimit,
      clientRegistrationOptions: noRateLimit,
      tokenOptions: noRateLimit,
      revocationOptions: noRateLimit,
    }),
  );
  const bearer = requireBearerAuth({ verifier: provider, resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(new URL(oauthMcpUrl)) });

  open.mountStreamable(app, "/mcp");
  open.mountLegacy(app, "/sse", "/messages");
  guarded.mountStreamable(app, "/oauth/mcp", bearer);

  return {
    url,
    mcpUrl: `${url}/mcp`,
    sseUrl: `${url}/sse`,
    oauthMcpUrl,
    log,
    expireAccessTokens: () => provider.expireAccessTokens(),
    async close() {
      await Promise.all([open.closeAll(), guarded.closeAll()]);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
