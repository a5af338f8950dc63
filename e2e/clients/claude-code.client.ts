import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { anthropicStream } from "@/lib/protocol/test-support/scripted-streams";
import { TEST_KEY } from "@/lib/server/gateway/test-support/harness";
import { runClaudeCode } from "./support/claude-code";
import { startGateway, type Gateway } from "./support/gateway";
import { startProxyTrap, type ProxyTrap } from "./support/proxy-trap";

// Claude Code (the real CLI, in print mode) through the gateway, against the test upstream over HTTP.

let gateway: Gateway;
let trap: ProxyTrap;
let dir: string;
beforeAll(async () => {
  [gateway, trap] = await Promise.all([startGateway(), startProxyTrap()]);
  dir = mkdtempSync(path.join(tmpdir(), "moonlit-claude-work-"));
});
afterAll(async () => {
  await Promise.all([gateway?.close(), trap?.close()]);
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => gateway.reset());

type Body = { messages: Array<{ role: string; content: unknown }>; tools?: Array<Record<string, unknown>>; system?: unknown };

it("reads a file with its Read tool, sends the result back and ends with the model's text", async () => {
  const file = path.join(dir, "tides.txt");
  writeFileSync(file, "High tide at Tessaly harbour: 06:40 and 19:05.\n");
  const answer = "High tide at Tessaly is at 06:40 and 19:05.";
  gateway.upstream.enqueue(
    {
      reply: {
        kind: "sse",
        body: anthropicStream([
          { type: "thinking", thinking: "The tide table is in tides.txt; read it.", signature: "sig-tides-1" },
          { type: "tool_use", id: "toolu_read_tides", name: "Read", input: { file_path: file } },
        ]),
      },
    },
    { reply: { kind: "sse", body: anthropicStream([{ type: "text", text: answer }]) } },
  );

  const run = await runClaudeCode({ gatewayUrl: gateway.url, prompt: "When is high tide? The table is in tides.txt.", cwd: dir, proxy: trap.url });
  const log = `${run.output}\ngateway saw: ${JSON.stringify(gateway.seen)}`;
  expect(run.exitCode, log).toBe(0);
  expect(run.result, log).toMatchObject({ is_error: false, result: answer, num_turns: 2 });

  // Its first try carries its environment block as a system turn, which the Kimi documents do not
  // take: refused in Anthropic's words, Claude Code folds the block into the user turn and goes on.
  expect(gateway.seen.map(({ url, status }) => `${url} ${status}`)).toEqual([
    "/api/anthropic/v1/messages?beta=true 400",
    "/api/anthropic/v1/messages?beta=true 200",
    "/api/anthropic/v1/messages?beta=true 200",
  ]);
  const [first, second] = gateway.upstream.requests.map((request) => request.json as Body);
  expect(gateway.upstream.requests).toHaveLength(2);
  for (const body of [first, second]) expect(body.messages.map((m) => m.role)).not.toContain("system");
  expect(JSON.stringify(first.messages[0].content)).toContain("# Environment");

  // What else Claude Code sends passes untouched (adaptive thinking, context management, cache marks
  // on blocks, metadata, deferred tools, its beta headers), with the server's key instead of the code.
  expect(first).toMatchObject({ model: "kimi-k3.1-pro", thinking: { type: "adaptive" }, context_management: {}, metadata: {}, stream: true });
  expect(first.tools?.some((tool) => tool.defer_loading === true)).toBe(true);
  expect(JSON.stringify(first.system)).toContain('"cache_control":{"type":"ephemeral"}');
  const headers = gateway.upstream.requests[0].headers;
  expect(headers["anthropic-beta"]?.split(",")).toContain("claude-code-20250219");
  expect(headers.authorization).toBe(`Bearer ${TEST_KEY}`);

  // The turn went back whole: the thinking with its signature, the tool call, and the file's content.
  const [assistant, results] = second.messages.slice(-2);
  expect(assistant).toMatchObject({ role: "assistant", content: expect.arrayContaining([expect.objectContaining({ type: "thinking", signature: "sig-tides-1" })]) });
  expect(results.role).toBe("user");
  const toolResult = (results.content as Array<Record<string, unknown>>).find((block) => block.type === "tool_result");
  expect(toolResult).toMatchObject({ tool_use_id: "toolu_read_tides" });
  expect(JSON.stringify(toolResult?.content)).toContain("High tide at Tessaly harbour: 06:40 and 19:05.");

  expect(trap.attempts, "Claude Code tried to reach beyond the gateway").toEqual([]);
});

it("takes the access code as ANTHROPIC_API_KEY too", async () => {
  gateway.upstream.enqueue({ reply: { kind: "sse", body: anthropicStream([{ type: "text", text: "Hello from Kimi." }]) } });
  const run = await runClaudeCode({ gatewayUrl: gateway.url, credential: "ANTHROPIC_API_KEY", prompt: "Say hello.", cwd: dir, proxy: trap.url });
  expect(run.result, run.output).toMatchObject({ is_error: false, result: "Hello from Kimi." });
  expect(gateway.upstream.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${TEST_KEY}`]);
  expect(trap.attempts).toEqual([]);
});
