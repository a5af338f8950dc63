import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startTestMcpServer, type TestMcpServer } from "@/e2e/mcp-test-server";
import type { RouteServer } from "@/lib/server/test-support/route-server";
import { RELAY_ERROR_HEADER, RELAY_PATH, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import { connectThroughRelay, startRelay } from "./test-support/relay-harness";

// Servers that hang, answer hugely or answer garbage: the call fails with a message that says
// what happened, at once, and the client's connection goes on working for other calls.

let mcp: TestMcpServer;
let relay: RouteServer;
let client: Client;

const LIMITS = { MCP_TIMEOUT_MS: "300", MCP_MAX_RESPONSE_BYTES: String(64 * 1024) };

beforeAll(async () => {
  mcp = await startTestMcpServer();
  relay = await startRelay({ MCP_ALLOW_PRIVATE_NETWORKS: "true", ...LIMITS });
  ({ client } = await connectThroughRelay(relay, mcp.mcpUrl));
});
afterAll(async () => {
  await client.close();
  await relay.close();
  await mcp.close();
});

/** Long enough that only the relay's 300 ms can end the call. */
const PATIENT = { timeout: 15_000 };

describe("calls whose answers cannot be relayed", () => {
  it("ends a call the server never answers with a timeout error naming the wait", async () => {
    await expect(client.callTool({ name: "hang", arguments: {} }, undefined, PATIENT)).rejects.toThrow(
      "MCP error -32001: The MCP server sent nothing for 0.3 s, so Moonlit stopped waiting for its answer.",
    );
    expect(await client.callTool({ name: "echo", arguments: { text: "still here" } })).toMatchObject({ content: [{ text: "still here" }] });
  });

  it("lets a call run past the timeout while its progress keeps coming", async () => {
    // Steps far shorter than the timeout, together far longer: only progress can keep the call alive.
    const patientRelay = await startRelay({ MCP_ALLOW_PRIVATE_NETWORKS: "true", MCP_TIMEOUT_MS: "1000" });
    const { client: patient } = await connectThroughRelay(patientRelay, mcp.mcpUrl);
    try {
      const result = await patient.callTool({ name: "slow", arguments: { steps: 10, stepMs: 150 } }, undefined, { ...PATIENT, onprogress: () => undefined });
      expect(result).toEqual({ content: [{ type: "text", text: "Finished 10 steps" }] });
    } finally {
      await patient.close();
      await patientRelay.close();
    }
  });

  it("drops a result past the cap with an error naming the cap", async () => {
    await expect(client.callTool({ name: "huge", arguments: { bytes: 1024 * 1024 } }, undefined, PATIENT)).rejects.toThrow(
      "MCP error -32603: The MCP server's answer is larger than Moonlit relays (0.06 MiB), so it was dropped.",
    );
    expect(await client.callTool({ name: "huge", arguments: { bytes: 1000 } })).toMatchObject({ content: [{ text: "x".repeat(1000) }] });
  });

  it.each([["sse"], ["json"]])("turns a garbage answer (%s) into an error saying it is not JSON-RPC", async (form) => {
    await expect(client.callTool({ name: "garbage", arguments: { form } }, undefined, PATIENT)).rejects.toThrow(
      "MCP error -32603: The MCP server answered with something that is not JSON-RPC.",
    );
  });

  it("says what a call was answered with when it was neither JSON nor events", async () => {
    await expect(client.callTool({ name: "garbage", arguments: { form: "html" } }, undefined, PATIENT)).rejects.toThrow(
      "The MCP server answered with something that is not JSON-RPC. (it answered text/html)",
    );
  });
});

describe("servers that cannot be reached", () => {
  let silent: http.Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Takes the request and never answers, not even with headers.
    silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => {
    silent.closeAllConnections();
    return new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  async function relayed(target: string) {
    const answer = await fetch(`${relay.url}${RELAY_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [TARGET_HEADER]: target },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    return { status: answer.status, kind: answer.headers.get(RELAY_ERROR_HEADER), body: await answer.json() };
  }

  it("answers 504 when the server sends no headers in time", async () => {
    expect(await relayed(silentUrl)).toEqual({
      status: 504,
      kind: "timeout",
      body: { error: { type: "mcp_relay_error", kind: "timeout", message: "The MCP server did not answer within 0.3 s." } },
    });
  });

  it("answers 502 when nothing listens there", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await relayed(`http://127.0.0.1:${port}/mcp`)).toMatchObject({ status: 502, kind: "unreachable" });
  });

  it("answers 502 when the name does not resolve", async () => {
    expect(await relayed("http://no-such-host.invalid/mcp")).toMatchObject({ status: 502, kind: "unresolvable" });
  });
});

describe("sizes", () => {
  let big: http.Server;
  let bigUrl: string;
  beforeAll(async () => {
    // Discovery documents and other answers that are not calls' answers are bounded too.
    big = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ padding: "x".repeat(1024 * 1024) }));
    });
    await new Promise<void>((resolve) => big.listen(0, "127.0.0.1", resolve));
    bigUrl = `http://127.0.0.1:${(big.address() as AddressInfo).port}/.well-known/oauth-authorization-server`;
  });
  afterAll(() => new Promise<void>((resolve) => big.close(() => resolve())));

  it("refuses a request body past 4 MiB with 413, before anything is sent on", async () => {
    mcp.log.requests.length = 0;
    const answer = await fetch(`${relay.url}${RELAY_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [TARGET_HEADER]: mcp.mcpUrl },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "echo", arguments: { text: "x".repeat(5 * 1024 * 1024) } } }),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get(RELAY_ERROR_HEADER)).toBe("body_too_large");
    expect(mcp.log.requests).toHaveLength(0);
  });

  it("answers 502 for an answer past the cap that is not a call's", async () => {
    const answer = await fetch(`${relay.url}${RELAY_PATH}`, { headers: { [TARGET_HEADER]: bigUrl } });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error: { type: "mcp_relay_error", kind: "answer_too_large", message: "The MCP server's answer is larger than Moonlit relays (0.06 MiB), so it was dropped." },
    });
  });
});

