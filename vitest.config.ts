import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import path from "node:path";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // `server-only` throws outside React Server Components; unit tests call server code directly.
      "server-only": path.resolve(__dirname, "lib/server/test-support/empty-module.ts"),
    },
  },
  test: {
    include: ["{app,components,lib,e2e}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "e2e/specs/**"],
    environment: "node",
    setupFiles: ["components/i18n/test-support/vitest-setup.ts"],
    testTimeout: 20_000,
  },
});
