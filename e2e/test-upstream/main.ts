// CLI: node --conditions=react-server --import tsx e2e/test-upstream/main.ts --port 4010 [--host 127.0.0.1]

import { startTestUpstream } from "./server";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const port = Number(option("port") ?? process.env.TEST_UPSTREAM_PORT ?? 4010);
  const host = option("host") ?? "127.0.0.1";
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${String(port)}`);
  const upstream = await startTestUpstream({ port, host });
  console.log(`test upstream listening on ${upstream.url}`);
  const stop = () => {
    upstream.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
