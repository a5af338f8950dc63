// Runs the build the way the Docker image does (Dockerfile): Next's standalone server.js with the
// static files copied beside it, as a child of this process, stopped again by the caller.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

export interface StandaloneServer {
  /** The server's output so far, for failure messages (and to check what it logs). */
  output(): string;
  /** SIGTERM lets Next finish the requests in flight first; SIGKILL is a crash. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

/** Copies `<dist>/static` (and `public`, if any) into the standalone tree, as the Dockerfile does. */
export function prepareStandalone(root: string, distDir: string): string {
  const standalone = path.join(root, distDir, "standalone");
  const server = path.join(standalone, "server.js");
  if (!existsSync(server)) throw new Error(`${server} is missing: build with output "standalone" first`);
  const staticTarget = path.join(standalone, distDir, "static");
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(root, distDir, "static"), staticTarget, { recursive: true });
  if (existsSync(path.join(root, "public"))) cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  return server;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startStandalone(server: string, port: number, env: Record<string, string>): Promise<StandaloneServer> {
  // Only what a container would have: no inherited NEXT_DIST_DIR or keys from the runner's shell.
  const child = spawn(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOSTNAME: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const collect = (chunk: Buffer) => (log = (log + chunk.toString("utf8")).slice(-20_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const stop = async (signal: "SIGTERM" | "SIGKILL" = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server.js exited before answering:\n${log}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/status`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server.js did not answer /api/status within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { output: () => log, stop };
}
