import "server-only";
import { Worker, type WorkerOptions } from "node:worker_threads";

// Starts a worker thread from a TypeScript source file, for tests: tsx compiles it (with the
// project's path aliases), and the react-server condition makes `server-only` importable, as under
// Next. In a build, Next's bundler compiles the worker instead.

export function spawnSourceWorker(file: URL, options: WorkerOptions = {}): Worker {
  const href = JSON.stringify(file.href);
  const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${href}, ${href}))`;
  return new Worker(boot, { ...options, eval: true, execArgv: ["--conditions=react-server"] });
}
