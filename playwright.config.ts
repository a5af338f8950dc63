import { defineConfig } from "@playwright/test";
import { existsSync, rmSync } from "node:fs";
import { APP_PORT, DEMO_ACCESS_CODES, DEMO_MCP_SERVERS, DEMO_PORT, DEMO_SHARE_STORE_DIR, MCP_TEST_SERVER_PORT, SHARE_STORE_DIR, UPSTREAM_PORT } from "./e2e/support/ports";

// End-to-end tests drive Debian's Chromium (no browser download here). Override with CHROMIUM_PATH.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

// Every run starts with empty share stores. Only in the runner process: workers load this file too,
// and must not empty a store the servers are using.
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const dir of [SHARE_STORE_DIR, DEMO_SHARE_STORE_DIR]) rmSync(dir, { recursive: true, force: true });
}

const serverEnv = {
  NEXT_TELEMETRY_DISABLED: "1",
  HOSTNAME: "127.0.0.1",
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
};

export default defineConfig({
  testDir: "e2e/specs",
  outputDir: "test-results",
  // One worker: specs share one scripted test upstream.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    locale: "en-US",
    // The app's service worker precaches every script of the build in each new context, and would
    // answer page loads from its shell: only the specs about it allow it (test.use).
    serviceWorkers: "block",
    trace: "retain-on-failure",
  },
  webServer: [
    {
      command: `node --conditions=react-server --import tsx e2e/test-upstream/main.ts --port ${UPSTREAM_PORT}`,
      url: `http://127.0.0.1:${UPSTREAM_PORT}/__control/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A real MCP server (e2e/mcp-test-server): Streamable HTTP, HTTP+SSE and OAuth on one port.
      command: `node --import tsx e2e/mcp-test-server/main.ts --port ${MCP_TEST_SERVER_PORT}`,
      url: `http://127.0.0.1:${MCP_TEST_SERVER_PORT}/__control/state`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx next start -p ${APP_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${APP_PORT}/api/status`,
      env: {
        ...serverEnv,
        EVOLINK_API_KEY: "test-key-e2e",
        EVOLINK_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
        EVOLINK_FALLBACK_BASE_URL: "",
        // Bring your own key is on here (own-key.spec.ts); requests without the header are unchanged.
        ALLOW_USER_KEYS: "true",
        SHARE_STORE_DIR,
        // The test MCP server is on loopback: MCP specs add it as a person would.
        MCP_ALLOW_PRIVATE_NETWORKS: "true",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${DEMO_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${DEMO_PORT}/unlock`,
      env: {
        ...serverEnv,
        EVOLINK_API_KEY: "",
        ACCESS_CODE: DEMO_ACCESS_CODES.join(","),
        SHARE_STORE_DIR: DEMO_SHARE_STORE_DIR,
        // Private networks stay refused here (the default), but the operator's own server, on
        // loopback, is reached: what the operator configures is trusted.
        MCP_SERVERS: DEMO_MCP_SERVERS,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
