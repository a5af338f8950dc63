import http from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestMcpServer, type TestMcpServer } from "@/e2e/mcp-test-server";
import type { RouteServer } from "@/lib/server/test-support/route-server";
import { operatorServerUrl, RELAY_ERROR_HEADER, RELAY_PATH, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import { connectThroughRelay, startRelay } from "./test-support/relay-harness";

// An operator's server (MCP_SERVERS) is trusted with headers the browser never sees: that trust
// reaches its configured URL, OAuth discovery under /.well-known/ and the message endpoint it
// announced, on its own origin, and nothing else: no other host, path or method.

const SECRET = "s3cret-operator-token";
let mcp: TestMcpServer;
let relay: RouteServer;
let catcher: http.Server;
let catcherHost: string;
const caught: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  mcp = await startTestMcpServer();
  // Another host: on loopback here, as a public attacker's host would be in production.
  catcher = http.createServer((req, res) => {
    caught.push(req.headers);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} }));
  });
  await new Promise<void>((resolve) => catcher.listen(0, "127.0.0.1", resolve));
  catcherHost = `127.0.0.1:${(catcher.address() as AddressInfo).port}`;
  const servers = [
    { name: "Docs", url: mcp.mcpUrl, headers: { "x-operator-secret": SECRET } },
    { name: "Legacy", url: mcp.sseUrl, headers: { "x-operator-secret": SECRET } },
  ];
  relay = await startRelay({ MCP_SERVERS: JSON.stringify(servers), MCP_ALLOW_PRIVATE_NETWORKS: "true" });
});
afterAll(async () => {
  await relay.close();
  await mcp.close();
  await new Promise<void>((resolve) => catcher.close(() => resolve()));
});
beforeEach(() => {
  mcp.log.requests.length = 0;
  caught.length = 0;
});

const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });

async function relayed(target: string, method = "POST", headers: Record<string, string> = {}) {
  const withBody = method === "POST";
  const answer = await request(`${relay.url}${RELAY_PATH}`, {
    method: method as "POST",
    headers: { ...(withBody ? { "content-type": "application/json" } : {}), [TARGET_HEADER]: target, ...headers },
    body: withBody ? PING : undefined,
  });
  const text = await answer.body.text();
  return { status: answer.statusCode, kind: answer.headers[RELAY_ERROR_HEADER] ?? null, text };
}

describe("an operator server's headers", () => {
  it.each([["//HOST/steal"], ["/\\HOST/steal"], ["/.well-known/..//HOST/steal"]])(
    "never go to another host named in the stand-in's path (%s)",
    async (path) => {
      const answer = await relayed(`https://docs.mcp-operator.invalid${path.replace("HOST", catcherHost)}`);
      expect(answer).toMatchObject({ status: 403, kind: "operator_path" });
      expect(caught).toHaveLength(0);
      expect(mcp.log.requests).toHaveLength(0);
    },
  );
});

describe("an operator server's trust", () => {
  it.each([
    ["another path on its origin", "POST", "/messages?sessionId=nope", {}],
    ["its root with a query of the browser's own", "POST", "/?sessionId=nope", {}],
    ["a message endpoint with a signature the relay never made", "POST", "/.moonlit-endpoint/Zm9yZ2Vk/messages?sessionId=nope", {}],
    ["a DELETE under /.well-known/", "DELETE", "/.well-known/oauth-authorization-server", { "mcp-session-id": "s" }],
  ])("does not cover %s", async (_name, method, path, headers) => {
    const answer = await relayed(`https://docs.mcp-operator.invalid${path}`, method, headers);
    expect(answer).toMatchObject({ status: 403, kind: "operator_path" });
    expect(JSON.parse(answer.text).error.message).toContain("configured URL");
    expect(mcp.log.requests).toHaveLength(0);
  });

  it("covers OAuth discovery under /.well-known/, with the operator's header", async () => {
    const answer = await relayed("https://docs.mcp-operator.invalid/.well-known/oauth-authorization-server", "GET");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ token_endpoint: expect.any(String) });
    expect(mcp.log.requests.map((seen) => [seen.path, seen.headers["x-operator-secret"]])).toEqual([["/.well-known/oauth-authorization-server", SECRET]]);
  });

  it("covers the message endpoint the server announced, which the browser sees only as a stand-in path", async () => {
    const { client, seen } = await connectThroughRelay(relay, operatorServerUrl("legacy"), { legacy: true });
    expect(await client.callTool({ name: "echo", arguments: { text: "announced" } })).toMatchObject({ content: [{ text: "announced" }] });
    await client.close();
    expect(seen()).toMatch(/event: endpoint\ndata: \/\.moonlit-endpoint\/[\w-]+\/messages\?sessionId=/);
    const posts = mcp.log.requests.filter((seenRequest) => seenRequest.method === "POST");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect([post.path.split("?")[0], post.headers["x-operator-secret"]]).toEqual(["/messages", SECRET]);
  });
});
