import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { imageSize } from "../support/image-bytes";
import { startTestMcpServer, TOOL_NAMES, type TestMcpServer } from "./index";
import { TestOAuthClient } from "./test-oauth-client";

// The test MCP server, talked to directly by the SDK's own client: what the relay's tests and the
// end-to-end specs rely on it to do.

let server: TestMcpServer;
const clients: Client[] = [];

beforeAll(async () => void (server = await startTestMcpServer()));
afterAll(async () => {
  await Promise.allSettled(clients.map((client) => client.close()));
  await server.close();
});
beforeEach(() => {
  server.log.calls.length = 0;
  server.log.cancelled.length = 0;
});

async function connect(transport: StreamableHTTPClientTransport | SSEClientTransport): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  clients.push(client);
  await client.connect(transport);
  return client;
}

const streamable = () => connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl)));

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

describe("the test MCP server over Streamable HTTP", () => {
  it("lists its tools with their schemas", async () => {
    const { tools } = await (await streamable()).listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...TOOL_NAMES]);
    const add = tools.find((tool) => tool.name === "add");
    expect(add?.inputSchema).toMatchObject({ type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] });
    expect(tools.find((tool) => tool.name === "structured")?.outputSchema).toMatchObject({ properties: { temperatureC: { type: "number" } } });
  });

  it("echoes, adds, fails, draws and answers in structure", async () => {
    const client = await streamable();
    expect(await client.callTool({ name: "echo", arguments: { text: "hi" } })).toEqual({ content: [{ type: "text", text: "hi" }] });
    expect(await client.callTool({ name: "add", arguments: { a: 2, b: 40 } })).toEqual({ content: [{ type: "text", text: "42" }] });
    expect(await client.callTool({ name: "fail", arguments: {} })).toMatchObject({ isError: true, content: [{ type: "text" }] });
    const image = (await client.callTool({ name: "image", arguments: {} })) as { content: { type: string; data: string; mimeType: string }[] };
    expect(image.content[0]).toMatchObject({ type: "image", mimeType: "image/png" });
    expect(imageSize(Buffer.from(image.content[0].data, "base64"))).toEqual({ type: "png", width: 8, height: 8 });
    expect(await client.callTool({ name: "structured", arguments: { city: "Oslo" } })).toMatchObject({
      structuredContent: { city: "Oslo", temperatureC: 21.5, conditions: "sunny" },
    });
  });

  it("reports progress on slow calls", async () => {
    const progress: number[] = [];
    const result = await (await streamable()).callTool({ name: "slow", arguments: { steps: 3, stepMs: 1 } }, undefined, {
      onprogress: ({ progress: step }) => progress.push(step),
    });
    expect(progress).toEqual([1, 2, 3]);
    expect(result).toEqual({ content: [{ type: "text", text: "Finished 3 steps" }] });
  });

  it("stops a slow call when the client cancels it", async () => {
    const stop = new AbortController();
    const call = (await streamable()).callTool({ name: "slow", arguments: { steps: 1000, stepMs: 20 } }, undefined, {
      signal: stop.signal,
      onprogress: () => stop.abort("enough"),
    });
    await expect(call).rejects.toThrow(/enough/);
    await until(() => server.log.cancelled.includes("slow"));
  });

  it("returns a huge result when asked for one", async () => {
    const result = (await (await streamable()).callTool({ name: "huge", arguments: { bytes: 100_000 } })) as { content: { text: string }[] };
    expect(result.content[0].text).toHaveLength(100_000);
  });

  it("never answers a hang, until cancelled", async () => {
    const call = (await streamable()).callTool({ name: "hang", arguments: {} }, undefined, { timeout: 200 });
    await expect(call).rejects.toThrow(/timed out/i);
    await until(() => server.log.cancelled.includes("hang"));
  });

  it.each([
    ["sse", "text/event-stream", /^event: message\ndata: }} this is not JSON-RPC/],
    ["json", "application/json", /^\{"jsonrpc": "2.0", }}/],
    ["html", "text/html; charset=utf-8", /^<!doctype html>/],
  ])("answers a garbage call (%s) with bytes that are not JSON-RPC", async (form, type, body) => {
    const transport = new StreamableHTTPClientTransport(new URL(server.mcpUrl));
    await connect(transport);
    const answer = await fetch(server.mcpUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-session-id": transport.sessionId ?? "" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "garbage", arguments: { form } } }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(type);
    expect(await answer.text()).toMatch(body);
  });

  it("records the headers each request came with", async () => {
    await connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl), { requestInit: { headers: { "x-test-header": "seen" } } }));
    expect(server.log.requests.some((request) => request.headers["x-test-header"] === "seen")).toBe(true);
  });
});

describe("the test MCP server over the older HTTP+SSE transport", () => {
  it("lists and calls its tools", async () => {
    const client = await connect(new SSEClientTransport(new URL(server.sseUrl)));
    expect((await client.listTools()).tools).toHaveLength(TOOL_NAMES.length);
    expect(await client.callTool({ name: "add", arguments: { a: 1, b: 2 } })).toEqual({ content: [{ type: "text", text: "3" }] });
  });
});

describe("the test MCP server behind OAuth", () => {
  it("sends the client to sign in, then serves it with the token it earned, refreshing it when it expires", async () => {
    const oauth = new TestOAuthClient();
    const url = new URL(server.oauthMcpUrl);
    const first = new StreamableHTTPClientTransport(url, { authProvider: oauth });
    await expect(new Client({ name: "test", version: "1.0.0" }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(oauth.authorizationUrl?.searchParams.get("code_challenge_method")).toBe("S256");
    await first.finishAuth(await oauth.approve());

    const client = await connect(new StreamableHTTPClientTransport(url, { authProvider: oauth }));
    const clientId = oauth.clientInformation()?.client_id;
    expect(await client.callTool({ name: "whoami", arguments: {} })).toEqual({ content: [{ type: "text", text: `Signed in as client ${clientId}` }] });

    const before = oauth.tokens()?.access_token;
    server.expireAccessTokens();
    const again = await connect(new StreamableHTTPClientTransport(url, { authProvider: oauth }));
    expect(await again.callTool({ name: "echo", arguments: { text: "refreshed" } })).toMatchObject({ content: [{ text: "refreshed" }] });
    expect(oauth.tokens()?.access_token).not.toBe(before);
  });

  it("refuses calls without a token, pointing at its metadata", async () => {
    const answer = await fetch(server.oauthMcpUrl, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("www-authenticate")).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/oauth/mcp"`);
  });
});
