import path from "node:path";
import { defineConfig } from "vitest/config";

// The client suite's own run (npm test here, from .ci/run): the app's `npm test` never picks these
// files up (they end in .client.ts), and the clients they drive are installed in this folder alone.

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; the gateway runs here in-process.
      "server-only": path.join(root, "lib/server/test-support/empty-module.ts"),
    },
  },
  test: {
    include: ["**/*.client.ts"],
    exclude: ["node_modules/**"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
