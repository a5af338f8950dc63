import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestMcpServer, TOOL_NAMES, type TestMcpServer } from "@/e2e/mcp-test-server";
import { TestOAuthClient } from "@/e2e/mcp-test-server/test-oauth-client";
import { connectMcpServer, McpConnectError, reasonOf, type McpConnection } from "./mcp-connection";

// The browser's MCP connection against the real test MCP server over HTTP (the relay between them is
// tested in lib/server/mcp/relay-calls.test.ts): both transports, the fallback from one to the other,
// progress, cancellation, and the two ways a connection fails.

let mcp: TestMcpServer;
const open: McpConnection[] = [];

beforeAll(async () => {
  mcp = await startTestMcpServer();
});
afterAll(async () => {
  await Promise.allSettled(open.map((connection) => connection.close()));
  await mcp.close();
});

async function connect(url: string, options: Partial<Parameters<typeof connectMcpServer>[1]> = {}) {
  const connection = await connectMcpServer(url, { fetch, ...options });
  open.push(connection);
  return connection;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("connecting to an MCP server", () => {
  it("speaks Streamable HTTP, lists every tool and calls them", async () => {
    const connection = await connect(mcp.mcpUrl);
    expect(connection.transport).toBe("streamable-http");
    expect(connection.server.name).toBe("moonlit-test");
    expect((await connection.listTools()).map((tool) => tool.name)).toEqual([...TOOL_NAMES]);
    expect(await connection.callTool("add", { a: 19, b: 23 })).toEqual({ content: [{ type: "text", text: "42" }] });
    expect(await connection.callTool("fail", {})).toMatchObject({ isError: true });
  });

  it("falls back to HTTP+SSE for a server that only speaks that", async () => {
    const connection = await connect(mcp.sseUrl);
    expect(connection.transport).toBe("sse");
    expect(await connection.callTool("echo", { text: "older transport" })).toEqual({ content: [{ type: "text", text: "older transport" }] });
  });

  it("passes progress on, and stops a call on the server when asked", async () => {
    const connection = await connect(mcp.mcpUrl);
    const messages: string[] = [];
    await connection.callTool("slow", { steps: 3, stepMs: 5 }, { onProgress: ({ message }) => messages.push(String(message)) });
    expect(messages).toEqual(["Step 1 of 3", "Step 2 of 3", "Step 3 of 3"]);

    const stop = new AbortController();
    const call = connection.callTool("slow", { steps: 1000, stepMs: 20 }, { signal: stop.signal, onProgress: () => stop.abort("Stopped") });
    await expect(call).rejects.toThrow(/Stopped/);
    await expect.poll(() => mcp.log.cancelled.includes("slow")).toBe(true);
  });

  it("says a server needs sign-in when it answers 401", async () => {
    const error = await failureOf(connect(mcp.oauthMcpUrl));
    expect(error).toBeInstanceOf(McpConnectError);
    expect(error).toMatchObject({ kind: "needs-sign-in" });
    // With an OAuth client the SDK starts the sign-in, which still needs the person first.
    const signingIn = await failureOf(connect(mcp.oauthMcpUrl, { authProvider: new TestOAuthClient() }));
    expect(signingIn).toMatchObject({ kind: "needs-sign-in" });
  });

  it("says a server cannot be reached, with the reason", async () => {
    const error = await failureOf(connect(`http://127.0.0.1:${await closedPort()}/mcp`, { timeoutMs: 5_000 }));
    expect(error).toBeInstanceOf(McpConnectError);
    expect(error).toMatchObject({ kind: "unreachable" });
    expect((error as Error).message).not.toBe("");
  });

  it("reads the reason out of a refusal's JSON body, and leaves other messages as they are", () => {
    const refused = new Error('Streamable HTTP error: Error POSTing to endpoint: {"error":{"type":"mcp_relay_error","kind":"address_private","message":"Private address refused."}}');
    expect(reasonOf(refused)).toBe("Private address refused.");
    expect(reasonOf(new Error('Error POSTing to endpoint: {"error":"invalid_token"}'))).toBe("invalid_token");
    expect(reasonOf(new Error("fetch failed {not json"))).toBe("fetch failed {not json");
    expect(reasonOf("plain")).toBe("plain");
  });
});
