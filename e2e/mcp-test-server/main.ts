// CLI: node --import tsx e2e/mcp-test-server/main.ts --port 4011 [--host 127.0.0.1]

import { startTestMcpServer } from "./server";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const port = Number(option("port") ?? process.env.MCP_TEST_SERVER_PORT ?? 4011);
  const host = option("host") ?? "127.0.0.1";
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${String(port)}`);
  const server = await startTestMcpServer({ port, host });
  console.log(`test MCP server listening on ${server.url} (Streamable HTTP ${server.mcpUrl}, SSE ${server.sseUrl}, OAuth ${server.oauthMcpUrl})`);
  const stop = () => {
    server.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
