import { existsSync } from "node:fs";
import path from "node:path";
import { startChildServer, type ChildServer } from "./child-server";

// Starts the BUILT app (`next start`) on a free port with a given environment and stops it again.

export type NextServer = ChildServer;

export interface NextServerOptions {
  /** Added to the current environment (NODE_ENV=production and telemetry off are always set). */
  env: Record<string, string>;
  /** Extra node flags, e.g. ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"]. */
  nodeArgs?: string[];
  /** The app directory (default: the current one). */
  cwd?: string;
  /** Polled until it answers 200 (default /api/status). */
  readyPath?: string;
  readyTimeoutMs?: number;
}

export async function startNextServer(options: NextServerOptions): Promise<NextServer> {
  const cwd = options.cwd ?? process.cwd();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(cwd, distDir, "BUILD_ID"))) {
    throw new Error(`no production build in ${cwd}/${distDir}: run \`npm run build\` first`);
  }
  const nextBin = path.join(cwd, "node_modules", "next", "dist", "bin", "next");
  return startChildServer({
    name: "next start",
    args: [...(options.nodeArgs ?? []), nextBin, "start", "--port", "{port}", "--hostname", "127.0.0.1"],
    cwd,
    env: { ...options.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    readyPath: options.readyPath ?? "/api/status",
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
