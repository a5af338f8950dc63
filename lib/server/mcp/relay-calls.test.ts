import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { startTestMcpServer, TOOL_NAMES, type TestMcpServer } from "@/e2e/mcp-test-server";
import { TestOAuthClient } from "@/e2e/mcp-test-server/test-oauth-client";
import type { RouteServer } from "@/lib/server/test-support/route-server";
import { connectThroughRelay, relayedTransport, startRelay } from "./test-support/relay-harness";

// The MCP SDK's client, as the browser will use it, with every request through the relay to the
// test MCP server: tools listed and called, progress, cancellation, both transports, the session
// id both ways (the relay keeps nothing between requests) and an OAuth sign-in.

let mcp: TestMcpServer;
let relay: RouteServer;
const clients: Client[] = [];

beforeAll(async () => {
  mcp = await startTestMcpServer();
  // The test server is on loopback: these tests are about relaying, not about the address checks.
  relay = await startRelay({ MCP_ALLOW_PRIVATE_NETWORKS: "true" });
});
afterAll(async () => {
  await Promise.allSettled(clients.map((client) => client.close()));
  await relay.close();
  await mcp.close();
});
beforeEach(() => {
  mcp.log.calls.length = 0;
  mcp.log.cancelled.length = 0;
  mcp.log.requests.length = 0;
});

async function connect(url: string, options: Parameters<typeof connectThroughRelay>[2] = {}) {
  const connected = await connectThroughRelay(relay, url, options);
  clients.push(connected.client);
  return connected;
}

function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (check()) {
        clearInterval(poll);
        resolve();
      }
    }, 10);
  });
}

describe("MCP through the relay (Streamable HTTP)", () => {
  it("lists the tools and calls echo and add", async () => {
    const { client } = await connect(mcp.mcpUrl);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([...TOOL_NAMES]);
    expect(await client.callTool({ name: "echo", arguments: { text: "through the relay" } })).toEqual({
      content: [{ type: "text", text: "through the relay" }],
    });
    expect(await client.callTool({ name: "add", arguments: { a: 19, b: 23 } })).toEqual({ content: [{ type: "text", text: "42" }] });
  });

  it("relays images, structured content and tool errors as the server sent them", async () => {
    const { client } = await connect(mcp.mcpUrl);
    expect(await client.callTool({ name: "image", arguments: {} })).toMatchObject({ content: [{ type: "image", mimeType: "image/png" }, { type: "text" }] });
    expect(await client.callTool({ name: "structured", arguments: { city: "Lima" } })).toMatchObject({ structuredContent: { city: "Lima" } });
    expect(await client.callTool({ name: "fail", arguments: {} })).toMatchObject({ isError: true });
  });

  it("carries the session id both ways, so each request finds the server's session", async () => {
    const { client, transport } = await connect(mcp.mcpUrl);
    const sessionId = (transport as { sessionId?: string }).sessionId;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await client.callTool({ name: "echo", arguments: { text: "again" } });
    const later = mcp.log.requests.filter((request) => request.method === "POST").slice(1);
    expect(later.length).toBeGreaterThan(0);
    for (const request of later) expect(request.headers["mcp-session-id"]).toBe(sessionId);
  });

  it("streams progress from a slow call as it happens", async () => {
    const { client } = await connect(mcp.mcpUrl);
    const progress: string[] = [];
    const result = await client.callTool({ name: "slow", arguments: { steps: 4, stepMs: 5 } }, undefined, {
      onprogress: ({ message }) => progress.push(String(message)),
    });
    expect(progress).toEqual(["Step 1 of 4", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"]);
    expect(result).toEqual({ content: [{ type: "text", text: "Finished 4 steps" }] });
  });

  it("cancels a slow call on the server when the client stops it", async () => {
    const { client } = await connect(mcp.mcpUrl);
    const stop = new AbortController();
    const call = client.callTool({ name: "slow", arguments: { steps: 1000, stepMs: 20 } }, undefined, {
      signal: stop.signal,
      onprogress: () => stop.abort("stopped by the person"),
    });
    await expect(call).rejects.toThrow(/stopped by the person/);
    await until(() => mcp.log.cancelled.includes("slow"));
  });

  it("ends the session with DELETE", async () => {
    const { transport } = await connect(mcp.mcpUrl);
    await (transport as { terminateSession(): Promise<void> }).terminateSession();
    const deleted = mcp.log.requests.find((request) => request.method === "DELETE");
    expect(deleted?.path).toBe("/mcp");
  });
});

describe("MCP through the relay (the older HTTP+SSE transport)", () => {
  it("follows the server's message endpoint and gets answers on the event stream", async () => {
    const { client } = await connect(mcp.sseUrl, { legacy: true });
    expect((await client.listTools()).tools).toHaveLength(TOOL_NAMES.length);
    expect(await client.callTool({ name: "add", arguments: { a: 1, b: 1 } })).toEqual({ content: [{ type: "text", text: "2" }] });
    expect(mcp.log.requests.some((request) => request.method === "POST" && request.path.startsWith("/messages?sessionId="))).toBe(true);
  });
});

describe("OAuth through the relay", () => {
  it("signs in with discovery, registration and the token exchange all through the relay", async () => {
    const oauth = new TestOAuthClient();
    const first = relayedTransport(relay, mcp.oauthMcpUrl, { authProvider: oauth });
    await expect(new Client({ name: "t", version: "1" }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    await first.finishAuth(await oauth.approve());

    const { client } = await connect(mcp.oauthMcpUrl, { authProvider: oauth });
    expect(await client.callTool({ name: "whoami", arguments: {} })).toMatchObject({ content: [{ text: expect.stringContaining("Signed in as client") }] });
    const paths = mcp.log.requests.map((request) => `${request.method} ${request.path.split("?")[0]}`);
    expect(paths).toEqual(
      expect.arrayContaining(["GET /.well-known/oauth-protected-resource/oauth/mcp", "GET /.well-known/oauth-authorization-server", "POST /register", "POST /token", "GET /authorize"]),
    );
    const bearer = mcp.log.requests.filter((request) => request.path === "/oauth/mcp" && request.headers.authorization);
    expect(bearer[0]?.headers.authorization).toBe(`Bearer ${oauth.tokens()?.access_token}`);
  });
});
