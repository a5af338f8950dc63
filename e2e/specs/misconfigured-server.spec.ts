// A misconfigured server says so and stops (a Node host), or, where the platform keeps the process
// (Vercel), answers every request saying so. Real processes against the build: Next catches an
// error thrown from instrumentation's register() and serves on, so only a real start shows it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { MISCONFIGURED_PORT } from "../support/ports";
import { prepareStandalone } from "../support/standalone-server";

const PORT = MISCONFIGURED_PORT;
const origin = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";
// Too short to be allowed (lib/server/access/startup-checks.ts), and a value nothing may echo.
const SHORT_CODE = "Xy7q";
const BAD_ENV = { EVOLINK_API_KEY: "test-key-misconfigured", ACCESS_CODE: SHORT_CODE, EVOLINK_FALLBACK_BASE_URL: "" };
const shareDir = mkdtempSync(path.join(os.tmpdir(), "moonlit-misconfigured-"));

test.afterAll(() => rmSync(shareDir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function run(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      SHARE_STORE_DIR: shareDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** Asks for a page and an API route in turn until the process exits; what it answered meanwhile, if anything. */
async function answersUntilExit(server: Run): Promise<string[]> {
  const answers: string[] = [];
  let exited = false;
  void server.exit.then(() => (exited = true));
  const deadline = Date.now() + 45_000;
  for (let i = 0; !exited && Date.now() < deadline; i++) {
    const route = i % 2 ? "/" : "/api/status";
    try {
      const response = await fetch(`${origin}${route}`, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      answers.push(`${route} ${response.status}`);
      await response.arrayBuffer();
    } catch {
      // Not listening yet, or gone.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!exited) server.child.kill("SIGKILL");
  return answers;
}

async function expectStopped(server: Run) {
  const answered = await answersUntilExit(server);
  expect(await server.exit, (server.stdout() + server.stderr()).slice(-3000)).toBe(1);
  expect(server.stderr()).toMatch(/Moonlit cannot start: Invalid environment variable ACCESS_CODE: each code needs at least 8 characters/);
  expect(server.stdout() + server.stderr()).not.toContain(SHORT_CODE);
  // It stopped before answering anything: no request met a server that could only fail it.
  expect(answered).toEqual([]);
}

test.describe("on a Node host", () => {
  test.setTimeout(90_000);

  test("the standalone server (the Docker image's) exits 1 with the message", async () => {
    const entry = prepareStandalone(process.cwd(), distDir);
    await expectStopped(run([entry], BAD_ENV));
  });

  test("next start (npm start) exits 1 with the message", async () => {
    const next = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
    await expectStopped(run([next, "start", "-p", String(PORT), "-H", "127.0.0.1"], BAD_ENV));
  });
});

test.describe("on Vercel, which keeps the process", () => {
  test.setTimeout(90_000);
  let server: Run | undefined;

  test.beforeAll(async () => {
    const entry = prepareStandalone(process.cwd(), distDir);
    server = run([entry], { ...BAD_ENV, VERCEL: "1" });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server.js exited:\n${(server.stdout() + server.stderr()).slice(-3000)}`);
      const answered = await fetch(`${origin}/api/status`, { signal: AbortSignal.timeout(2000) }).then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline) throw new Error(`server.js did not answer:\n${(server.stdout() + server.stderr()).slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  test.afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  });

  test("every page is a page saying the deployment is misconfigured and which variable to fix", async () => {
    for (const page of ["/", "/c/abc", "/unlock", "/s/abc", "/manifest.webmanifest"]) {
      const response = await fetch(`${origin}${page}`, { redirect: "manual" });
      expect(response.status, page).toBe(500);
      expect(response.headers.get("content-type"), page).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html, page).toContain("This Moonlit deployment is misconfigured: fix its environment variable ACCESS_CODE");
      expect(html, page).not.toContain(SHORT_CODE);
    }
    expect(server!.stderr()).toContain("ACCESS_CODE");
    expect(server!.stdout() + server!.stderr()).not.toContain(SHORT_CODE);
  });

  test("every API route answers a JSON error in its format, even to the short code itself", async () => {
    const post = (route: string, body: unknown) =>
      fetch(`${origin}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": SHORT_CODE, authorization: `Bearer ${SHORT_CODE}` },
        body: JSON.stringify(body),
      });
    const message = expect.stringContaining("misconfigured: fix its environment variable ACCESS_CODE");

    const anthropic = await post("/api/anthropic/v1/messages", { model: "kimi-k3", max_tokens: 16, messages: [{ role: "user", content: "hi" }] });
    expect(anthropic.status).toBe(500);
    expect(await anthropic.json()).toEqual({ type: "error", error: { type: "api_error", message, moonlit_kind: "server_misconfigured" } });

    const openai = await post("/api/openai/v1/chat/completions", { model: "kimi-k3", messages: [{ role: "user", content: "hi" }] });
    expect(openai.status).toBe(500);
    expect(await openai.json()).toEqual({ error: { message, type: "server_error", param: null, code: "server_misconfigured", moonlit_kind: "server_misconfigured" } });

    const others = [
      await fetch(`${origin}/api/status`),
      await post("/api/unlock", { code: SHORT_CODE }),
      await fetch(`${origin}/api/share`),
      await fetch(`${origin}/api/share/abc`),
      await fetch(`${origin}/api/mcp/servers`),
      await post("/api/mcp/relay", {}),
      await fetch(`${origin}/api/replies/abc`),
    ];
    for (const response of others) {
      expect(response.status, response.url).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text), response.url).toEqual({ error: { type: "server_misconfigured", message } });
      expect(text).not.toContain(SHORT_CODE);
    }
  });
});
