import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestMcpServer, type TestMcpServer } from "@/e2e/mcp-test-server";
import { sharedBodyBudget } from "@/lib/server/gateway/body-budget";
import type { RouteServer } from "@/lib/server/test-support/route-server";
import { RELAY_ERROR_HEADER, RELAY_PATH, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import { mcpBodyBudget } from "./mcp-body-budget";
import { connectThroughRelay, startRelay } from "./test-support/relay-harness";

// An MCP server anyone can name, run by anyone, must not be able to hold this server's resources
// for long: its answers are read within MCP's own byte budget (never the one chat requests and
// share uploads wait on), every call ends at a deadline however slowly the server trickles, and
// one client has only so many relay requests under way at once.

let trickler: http.Server;
let tricklerUrl: string;
let silent: http.Server;
let silentUrl: string;
let listener: http.Server;
let listenerUrl: string;
const relays: RouteServer[] = [];

/** Starts a JSON-RPC answer and then sends one more byte every 50 ms, for ever: never silent, never done. */
function trickle(_req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.write(`{"jsonrpc":"2.0","id":1,"result":{"padding":"${"x".repeat(64 * 1024)}`);
  const drip = setInterval(() => res.write("x"), 50);
  res.on("close", () => clearInterval(drip));
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

async function stop(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  trickler = http.createServer(trickle);
  tricklerUrl = await listen(trickler);
  silent = http.createServer(() => undefined);
  silentUrl = await listen(silent);
  // An event stream that stays open after a retry hint, as a listening MCP stream does.
  listener = http.createServer((_req, res) => void res.writeHead(200, { "content-type": "text/event-stream" }).write("retry: 3000\n\n"));
  listenerUrl = await listen(listener);
});
afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
  await Promise.all([stop(trickler), stop(silent), stop(listener)]);
});

async function relayWith(vars: Record<string, string>) {
  const relay = await startRelay({ MCP_ALLOW_PRIVATE_NETWORKS: "true", ...vars });
  relays.push(relay);
  return relay;
}

const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });

function post(relay: RouteServer, target: string, signal?: AbortSignal) {
  return fetch(`${relay.url}${RELAY_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", [TARGET_HEADER]: target },
    body: PING,
    signal,
  });
}

/** The promise's value, or a failure saying it was still pending after `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe("MCP's byte budget", () => {
  const stopped = new AbortController();
  afterEach(() => stopped.abort());

  it("holds MCP answers, never the budget chat requests and share uploads wait on", async () => {
    const relay = await relayWith({ MCP_TIMEOUT_MS: "5000" });
    const calls = [1, 2, 3].map(() => post(relay, tricklerUrl, stopped.signal).catch(() => undefined));
    // Long enough for each answer's first 64 KiB to be read and counted.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sharedBodyBudget().budget.inUse).toBe(0);
    expect(mcpBodyBudget().budget.inUse).toBeGreaterThanOrEqual(3 * 64 * 1024);
    stopped.abort();
    await Promise.all(calls);
  });
});

describe("the deadline of a call", () => {
  it("ends a JSON answer that keeps trickling, with the call's error naming the deadline", async () => {
    const relay = await relayWith({ MCP_TIMEOUT_MS: "1000", MCP_CALL_DEADLINE_MS: "800" });
    const answer = await within(4_000, post(relay, tricklerUrl));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32001, message: "The MCP call ran longer than Moonlit lets one call run (0.8 s), so it was ended.", data: { moonlitRelay: "call_too_long" } },
    });
  });

  it("ends a call whose progress keeps coming", async () => {
    const mcp: TestMcpServer = await startTestMcpServer();
    const relay = await relayWith({ MCP_TIMEOUT_MS: "1000", MCP_CALL_DEADLINE_MS: "800" });
    const { client } = await connectThroughRelay(relay, mcp.mcpUrl);
    try {
      const call = client.callTool({ name: "slow", arguments: { steps: 40, stepMs: 100 } }, undefined, { timeout: 15_000, onprogress: () => undefined });
      await expect(within(4_000, call)).rejects.toThrow("MCP error -32001: The MCP call ran longer than Moonlit lets one call run (0.8 s)");
    } finally {
      await client.close();
      await mcp.close();
    }
  });

  it("bounds the wait for the answer's headers too", async () => {
    const relay = await relayWith({ MCP_TIMEOUT_MS: "5000", MCP_CALL_DEADLINE_MS: "500" });
    const answer = await within(3_000, post(relay, silentUrl));
    expect([answer.status, answer.headers.get(RELAY_ERROR_HEADER)]).toEqual([504, "call_too_long"]);
  });
});

describe("relay requests under way for one client", () => {
  it("are capped: past the cap the next is refused with 429 until one ends; other clients go on", async () => {
    const relay = await relayWith({ MCP_MAX_CALLS_PER_CLIENT: "2", TRUST_PROXY_HOPS: "1" });
    const open = (client: string, signal?: AbortSignal) =>
      fetch(`${relay.url}${RELAY_PATH}`, { headers: { accept: "text/event-stream", [TARGET_HEADER]: listenerUrl, "x-forwarded-for": client }, signal });
    const first = new AbortController();
    const streams = [await open("203.0.113.7", first.signal), await open("203.0.113.7")];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);

    const refused = await open("203.0.113.7");
    expect([refused.status, refused.headers.get(RELAY_ERROR_HEADER)]).toEqual([429, "too_many_calls"]);
    expect((await refused.json()).error.message).toBe(
      "This client already has 2 MCP requests under way through this server, as many as it may. Wait for one to finish.",
    );
    const other = await open("198.51.100.9");
    expect(other.status).toBe(200);

    first.abort();
    await expect.poll(async () => (await open("203.0.113.7")).status, { timeout: 3_000 }).toBe(200);
  });
});
