import { spawn } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

// Playwright starts the test MCP server as a process (a webServer entry running main.ts): it must
// listen where it is told, answer its control route, and stop on SIGTERM.

it("runs as a process that serves until it is told to stop", async () => {
  const root = path.resolve(__dirname, "../..");
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/mcp-test-server/main.ts", "--port", "0"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.once("exit", (code) => reject(new Error(`exited with ${code} before listening: ${out}`)));
    });
    const state = await (await fetch(`${url}/__control/state`)).json();
    expect(state).toEqual({ requests: [], calls: [], cancelled: [] });
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }
});
