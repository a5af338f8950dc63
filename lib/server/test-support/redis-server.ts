import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import Redis from "ioredis";

// A real, throwaway Redis for tests: Debian's `redis-server` on a free loopback port, persisting
// nothing, stopped (and its directory removed) afterwards.

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

function findBinary(): string {
  const candidates = [
    process.env.REDIS_SERVER_PATH,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "redis-server")),
    "/usr/bin/redis-server",
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "redis-server is not installed, and the Redis store tests need a real one: " +
        "`apt-get install -y redis-server` (Debian), or set REDIS_SERVER_PATH to the binary.",
    );
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (address === null || typeof address === "string") throw new Error("no loopback port to be had");
  return address.port;
}

async function answers(port: number): Promise<boolean> {
  const client = new Redis({
    host: "127.0.0.1",
    port,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

async function startOnce(binary: string, dir: string): Promise<RedisServer | undefined> {
  const port = await freePort();
  const child = spawn(
    binary,
    // No persistence: nothing is saved, nothing outlives the tests.
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  let exited = false;
  child.once("exit", () => (exited = true));
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !exited) {
    if (await answers(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        async stop() {
          process.removeListener("exit", killOnExit);
          await stopProcess(child);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.removeListener("exit", killOnExit);
  await stopProcess(child);
  // Exited: most likely someone took the port between our check and its start; the caller retries.
  if (exited && /address already in use/i.test(output)) return undefined;
  throw new Error(`redis-server did not answer on port ${port} within ${READY_TIMEOUT_MS} ms:\n${output}`);
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = findBinary();
  const dir = mkdtempSync(path.join(os.tmpdir(), "moonlit-redis-"));
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = await startOnce(binary, dir).catch((error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
    if (server) {
      return {
        ...server,
        async stop() {
          await server.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error("redis-server found no free loopback port in three tries");
}
