import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

// Starts the BUILT app (`next start`) on a free port with a given environment and stops it again.
// The server runs as a direct child of node (not through npx or npm), so its pid is the server's own
// and /proc can account for its CPU.

export interface NextServer {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** The last lines the server printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

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

const OUTPUT_LINES = 40;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function startNextServer(options: NextServerOptions): Promise<NextServer> {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(path.join(cwd, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    throw new Error(`no production build in ${cwd}/${process.env.NEXT_DIST_DIR || ".next"}: run \`npm run build\` first`);
  }
  const port = await freePort();
  const nextBin = path.join(cwd, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd,
      env: { ...process.env, ...options.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter((line) => line.trim() !== ""));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const output = () => lines.join("\n");
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM lets next exit normally, which is also when --cpu-prof writes its profile.
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited(child);
    clearTimeout(killer);
  };

  try {
    await waitReady(url + (options.readyPath ?? "/api/status"), child, options.readyTimeoutMs ?? 60_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error("next start has no pid");
  return { url, pid: child.pid, output, stop };
}
