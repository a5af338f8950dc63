import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACCESS_CODE } from "./gateway";

// Runs the installed Claude Code once in print mode (-p), as a person would point it at Moonlit:
// ANTHROPIC_BASE_URL, the access code as its token, a Kimi model. Its home is a fresh temp folder (no
// login, settings or history of the machine's), removed after. Its updates, telemetry and other
// traffic are off, and everything else it tries goes to `proxy`, so a test sees that it tried nothing.

const CLAUDE = path.join(import.meta.dirname, "..", "node_modules", ".bin", "claude");

export interface ClaudeRun {
  exitCode: number | null;
  /** The --output-format json result: `result` is the final text, `is_error` whether it failed. */
  result: { result?: string; is_error?: boolean; num_turns?: number } | null;
  output: string;
}

export interface ClaudeOptions {
  gatewayUrl: string;
  /** Where the access code goes: Claude Code sends a token as a bearer token and a key as x-api-key. */
  credential?: "ANTHROPIC_AUTH_TOKEN" | "ANTHROPIC_API_KEY";
  prompt: string;
  cwd: string;
  proxy: string;
  timeoutMs?: number;
}

export async function runClaudeCode({ gatewayUrl, credential = "ANTHROPIC_AUTH_TOKEN", prompt, cwd, proxy, timeoutMs = 45_000 }: ClaudeOptions): Promise<ClaudeRun> {
  const home = mkdtempSync(path.join(tmpdir(), "moonlit-claude-home-"));
  // Its scratch files (sockets, file-watch probes) too, so that removing `home` leaves nothing behind.
  const scratch = path.join(home, "tmp");
  mkdirSync(scratch);
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: home,
    TMPDIR: scratch,
    CLAUDE_CODE_TMPDIR: scratch,
    ANTHROPIC_BASE_URL: `${gatewayUrl}/api/anthropic`,
    [credential]: ACCESS_CODE,
    ANTHROPIC_MODEL: "kimi-k3.1-pro",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_ERROR_REPORTING: "1",
    HTTPS_PROXY: proxy,
    HTTP_PROXY: proxy,
    NO_PROXY: "127.0.0.1",
  };
  const child = spawn(CLAUDE, ["-p", prompt, "--output-format", "json"], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  clearTimeout(timer);
  rmSync(home, { recursive: true, force: true });
  let result: ClaudeRun["result"] = null;
  try {
    result = JSON.parse(stdout) as ClaudeRun["result"];
  } catch {
    // Left null: the test shows `output`.
  }
  return { exitCode, result, output: `${stdout}\n${stderr}`.trim() };
}
