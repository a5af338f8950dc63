import { expect, test, type APIRequestContext } from "@playwright/test";
import { appUrl, DEMO_ACCESS_CODES, DEMO_MCP_OPERATOR_SECRET, demoUrl, mcpTestServerUrl } from "../support/ports";

// The MCP relay in the built app, against the test MCP server on loopback: the demo server refuses
// it (private networks are off by default) yet reaches it as its operator's server, whose header
// never leaves the server; the app server, whose operator allowed private networks, reaches it.

const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
};

function relay(request: APIRequestContext, origin: string, target: string, headers: Record<string, string> = {}) {
  return request.post(`${origin}/api/mcp/relay`, {
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "x-moonlit-mcp-target": target, ...headers },
    data: INITIALIZE,
  });
}

const withCode = { authorization: `Bearer ${DEMO_ACCESS_CODES[0]}` };

test("a server refuses an MCP server on a private address, naming the switch", async ({ request }) => {
  const answer = await relay(request, demoUrl, `${mcpTestServerUrl}/mcp`, withCode);
  expect(answer.status()).toBe(403);
  expect(answer.headers()["x-moonlit-mcp-relay-error"]).toBe("address_private");
  expect((await answer.json()).error.message).toContain("MCP_ALLOW_PRIVATE_NETWORKS=true");
});

test("with private networks allowed, the relay reaches it and hands back the session", async ({ request }) => {
  expect((await relay(request, demoUrl, `${mcpTestServerUrl}/mcp`)).status()).toBe(401);
  const answer = await relay(request, appUrl, `${mcpTestServerUrl}/mcp`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["mcp-session-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await answer.text()).toContain('"serverInfo":{"name":"moonlit-test"');
});

test("operator servers are listed by id and reached with their header added on the server", async ({ request }) => {
  const listed = await request.get(`${demoUrl}/api/mcp/servers`, { headers: withCode });
  expect(await listed.json()).toEqual({ servers: [{ id: "test-tools", name: "Test tools", url: "https://test-tools.mcp-operator.invalid/" }] });

  await request.post(`${mcpTestServerUrl}/__control/reset`);
  const answer = await relay(request, demoUrl, "https://test-tools.mcp-operator.invalid/", withCode);
  expect(answer.status()).toBe(200);
  const seen = JSON.stringify(answer.headers()) + (await answer.text());
  expect(seen).not.toContain(DEMO_MCP_OPERATOR_SECRET);
  expect(seen).not.toContain(mcpTestServerUrl.replace("http://", ""));
  const state = await (await request.get(`${mcpTestServerUrl}/__control/state`)).json();
  expect(state.requests.map((seenRequest: { headers: Record<string, string> }) => seenRequest.headers["x-operator-secret"])).toEqual([DEMO_MCP_OPERATOR_SECRET]);
});
