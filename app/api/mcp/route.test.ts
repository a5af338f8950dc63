import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestMcpServer, type TestMcpServer } from "@/e2e/mcp-test-server";

// The route files as Next.js calls them, with the process environment: the operator's servers
// listed, and one of them called through the relay with the operator's header.

let mcp: TestMcpServer;
beforeAll(async () => void (mcp = await startTestMcpServer()));
afterAll(() => mcp.close());

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv("ACCESS_CODE", "");
  vi.stubEnv("MCP_ALLOW_PRIVATE_NETWORKS", "");
  vi.stubEnv("MCP_SERVERS", JSON.stringify([{ name: "Test", url: mcp.mcpUrl, headers: { "x-operator": "kept-here" } }]));
});
afterEach(() => vi.unstubAllEnvs());

describe("/api/mcp routes", () => {
  it("list the operator's servers and relay to them", async () => {
    const servers = await import("./servers/route");
    const relay = await import("./relay/route");
    const listed = await servers.GET(new Request("http://localhost/api/mcp/servers"));
    expect(await listed.json()).toEqual({ servers: [{ id: "test", name: "Test", url: "https://test.mcp-operator.invalid/" }] });

    const answer = await relay.POST(
      new Request("http://localhost/api/mcp/relay", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "x-moonlit-mcp-target": "https://test.mcp-operator.invalid/" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "route-test", version: "1" } },
        }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("mcp-session-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await answer.text()).toContain('"serverInfo":{"name":"moonlit-test"');
    expect(mcp.log.requests[0].headers["x-operator"]).toBe("kept-here");
    expect([relay.GET, relay.POST, relay.DELETE].every((handler) => handler === relay.POST)).toBe(true);
    expect(relay.runtime).toBe("nodejs");
  });
});
