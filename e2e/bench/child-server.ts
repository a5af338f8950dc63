import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

// Starts a server as a direct child of this node process (not through npx or npm), so its pid is the
// server's own and /proc can account for its CPU and memory, and stops it again.

export interface ChildServer {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** The last lines the server printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** What the server is, for error messages ("next start", "bare relay"). */
  name: string;
  /** node's arguments; `{port}` in any of them becomes the chosen free port. */
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Polled until it answers 200. */
  readyPath: string;
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

async function waitReady(name: string, url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
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
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    options.args.map((arg) => arg.replaceAll("{port}", String(port))),
    { cwd: options.cwd ?? process.cwd(), env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] },
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
    // SIGTERM lets the server exit normally, which is also when --cpu-prof writes its profile.
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited(child);
    clearTimeout(killer);
  };

  try {
    await waitReady(options.name, url + options.readyPath, child, options.readyTimeoutMs ?? 60_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error(`${options.name} has no pid`);
  return { url, pid: child.pid, output, stop };
}
