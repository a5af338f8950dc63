// Where the end-to-end servers listen (and keep their shares); shared by playwright.config.ts and the specs.
import { tmpdir } from "node:os";
import path from "node:path";

// E2E_PORT_OFFSET moves them all, so two checkouts on one machine can run their suites at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const UPSTREAM_PORT = 4010 + offset;
/** The test MCP server (e2e/mcp-test-server/main.ts). */
export const MCP_TEST_SERVER_PORT = 4011 + offset;
/** The built app, backed by the test upstream. */
export const APP_PORT = 3100 + offset;
/** The built app with no API key (demo mode), guarded by access codes. */
export const DEMO_PORT = 3101 + offset;
/** The standalone server (node .next/standalone/server.js), started by its own spec. */
export const STANDALONE_PORT = 3102 + offset;
/** A standalone server that resumable-replies.spec.ts restarts mid-reply. */
export const RESTARTED_PORT = 3103 + offset;
/** Two standalone servers sharing one Redis, and the balancer in front of them (replies-two-instances.spec.ts). */
export const INSTANCE_PORTS = [3104 + offset, 3105 + offset];
export const BALANCER_PORT = 3106 + offset;
/** A server started with a bad configuration (misconfigured-server.spec.ts). */
export const MISCONFIGURED_PORT = 3107 + offset;
export const DEMO_ACCESS_CODES = ["open-sesame", "second-code"];
/** The demo server reaches private networks (the test MCP server is on loopback) and offers it as an operator server. */
export const DEMO_MCP_OPERATOR_SECRET = "e2e-operator-secret";

export const upstreamUrl = `http://127.0.0.1:${UPSTREAM_PORT}`;
export const mcpTestServerUrl = `http://127.0.0.1:${MCP_TEST_SERVER_PORT}`;
export const DEMO_MCP_SERVERS = JSON.stringify([
  { id: "test-tools", name: "Test tools", url: `${mcpTestServerUrl}/mcp`, headers: { "x-operator-secret": DEMO_MCP_OPERATOR_SECRET } },
]);
export const appUrl = `http://127.0.0.1:${APP_PORT}`;
export const demoUrl = `http://127.0.0.1:${DEMO_PORT}`;

/** Each app server's share store (SHARE_STORE_DIR), per port so two checkouts never share one. */
export const SHARE_STORE_DIR = path.join(tmpdir(), `moonlit-e2e-shares-${APP_PORT}`);
export const DEMO_SHARE_STORE_DIR = path.join(tmpdir(), `moonlit-e2e-shares-${DEMO_PORT}`);
