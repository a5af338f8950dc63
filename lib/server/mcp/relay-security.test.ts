import http from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestMcpServer, type TestMcpServer } from "@/e2e/mcp-test-server";
import type { RouteServer } from "@/lib/server/test-support/route-server";
import type { Resolver } from "./address-guard";
import { createGuardedAgent } from "./guarded-agent";
import { operatorServerUrl, RELAY_ERROR_HEADER, RELAY_PATH, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import { connectThroughRelay, startRelay } from "./test-support/relay-harness";

// The relay fetches URLs that people type, so it must not be a way into the host's network, nor
// hand an operator's secrets to the browser, nor serve another website's page or anyone without
// the access code.

let mcp: TestMcpServer;
const relays: RouteServer[] = [];

const INTERNAL_NAME = "mcp.internal.test";
const toLoopback: Resolver = async (hostname) => {
  if (hostname !== INTERNAL_NAME) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return [{ address: "127.0.0.1", family: 4 }];
};

/** The relay as deployed; `names` gives its guarded agents a resolver that knows INTERNAL_NAME. */
async function relayWith(vars: Record<string, string> = {}, names?: Resolver) {
  const relay = await startRelay(vars, names ? { dispatcherFor: (policy) => createGuardedAgent(policy, names) } : {});
  relays.push(relay);
  return relay;
}

beforeAll(async () => void (mcp = await startTestMcpServer({ extraHosts: [INTERNAL_NAME] })));
afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
  await mcp.close();
});
beforeEach(() => void (mcp.log.requests.length = 0));

const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });

/** undici's request, not fetch: fetch would not send another Host. */
async function post(relay: RouteServer, target: string, headers: Record<string, string> = {}) {
  const answer = await request(`${relay.url}${RELAY_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", [TARGET_HEADER]: target, ...headers },
    body: PING,
  });
  const text = await answer.body.text();
  return { status: answer.statusCode, kind: answer.headers[RELAY_ERROR_HEADER] ?? null, text };
}

describe("addresses", () => {
  it("refuses a server on loopback, then reaches it once the operator allows private networks", async () => {
    const refused = await post(await relayWith(), mcp.mcpUrl);
    expect(refused).toMatchObject({ status: 403, kind: "address_private" });
    expect(JSON.parse(refused.text).error.message).toContain("MCP_ALLOW_PRIVATE_NETWORKS=true");
    expect(mcp.log.requests).toHaveLength(0);

    const { client } = await connectThroughRelay(await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" }), mcp.mcpUrl);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
  });

  it("refuses a host name that resolves to a private address, and reaches it when allowed", async () => {
    const byName = mcp.mcpUrl.replace("127.0.0.1", INTERNAL_NAME);
    expect(await post(await relayWith({}, toLoopback), byName)).toMatchObject({ status: 403, kind: "address_private" });
    expect(mcp.log.requests).toHaveLength(0);
    const { client } = await connectThroughRelay(await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" }, toLoopback), byName);
    expect(await client.callTool({ name: "add", arguments: { a: 1, b: 2 } })).toMatchObject({ content: [{ text: "3" }] });
    await client.close();
  });

  it("never reaches a cloud metadata address, even with private networks allowed", async () => {
    const relay = await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" });
    expect(await post(relay, "http://169.254.169.254/latest/meta-data/")).toMatchObject({ status: 403, kind: "address_metadata" });
    expect(await post(relay, "http://[::ffff:169.254.169.254]/")).toMatchObject({ status: 403, kind: "address_metadata" });
  });

  it.each([["file:///etc/passwd"], ["gopher://127.0.0.1:6379/_INFO"], ["not a url"]])("refuses the target %s", async (target) => {
    const answer = await post(await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" }), target);
    expect(answer.status).toBe(400);
    expect(["target_scheme", "target_invalid"]).toContain(answer.kind);
  });
});

describe("redirects", () => {
  let redirector: http.Server;
  let redirectorUrl: string;
  beforeAll(async () => {
    redirector = http.createServer((req, res) => {
      res.writeHead(307, { location: mcp.mcpUrl }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => redirector.close(() => resolve())));

  const operator = () => JSON.stringify([{ name: "Hop", url: redirectorUrl, headers: { "x-operator-secret": "for-the-redirector-only" } }]);

  it("checks the address a redirect points to: a trusted operator server cannot redirect into the private network", async () => {
    const relay = await relayWith({ MCP_SERVERS: operator() });
    expect(await post(relay, operatorServerUrl("hop"))).toMatchObject({ status: 403, kind: "address_private" });
    expect(mcp.log.requests).toHaveLength(0);
  });

  it("follows it when private networks are allowed, without the operator's headers", async () => {
    const relay = await relayWith({ MCP_SERVERS: operator(), MCP_ALLOW_PRIVATE_NETWORKS: "true" });
    const { client } = await connectThroughRelay(relay, operatorServerUrl("hop"));
    expect(await client.callTool({ name: "echo", arguments: { text: "hopped" } })).toMatchObject({ content: [{ text: "hopped" }] });
    await client.close();
    expect(mcp.log.requests.length).toBeGreaterThan(0);
    expect(mcp.log.requests.every((request) => request.headers["x-operator-secret"] === undefined)).toBe(true);
  });
});

describe("operator servers", () => {
  const SECRET = "s3cret-operator-token";
  const servers = () => JSON.stringify([{ name: "Docs", url: mcp.mcpUrl, headers: { "X-Operator-Secret": SECRET } }]);

  it("adds the operator's header on the server; the client never sees it nor the server's address", async () => {
    const relay = await relayWith({ MCP_SERVERS: servers() });
    const { client, seen } = await connectThroughRelay(relay, operatorServerUrl("docs"), { headers: { "x-operator-secret": "forged-by-the-browser" } });
    expect(await client.callTool({ name: "echo", arguments: { text: "hello" } })).toMatchObject({ content: [{ text: "hello" }] });
    await client.close();
    expect(mcp.log.requests.length).toBeGreaterThan(2);
    for (const request of mcp.log.requests) expect(request.headers["x-operator-secret"]).toBe(SECRET);
    expect(seen()).not.toContain(SECRET);
    expect(seen()).not.toContain(new URL(mcp.mcpUrl).host);
  });

  it("maps the older transport's message endpoint, a path on the server's origin, through the placeholder too", async () => {
    const relay = await relayWith({ MCP_SERVERS: JSON.stringify([{ name: "Legacy", url: mcp.sseUrl, headers: { "x-operator-secret": SECRET } }]) });
    const { client, seen } = await connectThroughRelay(relay, operatorServerUrl("legacy"), { legacy: true });
    expect(await client.callTool({ name: "add", arguments: { a: 2, b: 3 } })).toMatchObject({ content: [{ text: "5" }] });
    await client.close();
    expect(mcp.log.requests.map((request) => `${request.method} ${request.path.split("?")[0]}`)).toEqual(expect.arrayContaining(["GET /sse", "POST /messages"]));
    for (const request of mcp.log.requests) expect(request.headers["x-operator-secret"]).toBe(SECRET);
    expect(seen()).not.toContain(SECRET);
  });

  it("answers 404 for an id the deployment does not have", async () => {
    expect(await post(await relayWith({ MCP_SERVERS: servers() }), operatorServerUrl("nope"))).toMatchObject({ status: 404, kind: "unknown_server" });
  });
});

describe("who may use the relay", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }, 403, "cross_site"],
    ["an Origin of another site", { origin: "https://evil.example" }, 403, "cross_site"],
    ["a text/plain body (no preflight)", { "content-type": "text/plain" }, 415, "unsupported_media_type"],
    ["a Host name not allowed", { host: "rebound.example" }, 403, "host_not_allowed"],
  ])("refuses %s without reaching the server", async (_name, headers, status, kind) => {
    const relay = await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" });
    expect(await post(relay, mcp.mcpUrl, headers)).toMatchObject({ status, kind });
    expect(mcp.log.requests).toHaveLength(0);
  });

  it("needs the access code when one is set, and never forwards it", async () => {
    const relay = await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true", ACCESS_CODE: "let-me-in" });
    expect(await post(relay, mcp.mcpUrl)).toMatchObject({ status: 401, kind: "access_denied" });
    expect(await post(relay, mcp.mcpUrl, { authorization: "Bearer wrong" })).toMatchObject({ status: 401, kind: "access_denied" });
    expect(mcp.log.requests).toHaveLength(0);
    expect(await post(relay, mcp.mcpUrl, { authorization: "Bearer let-me-in", cookie: "moonlit_access=anything" })).toMatchObject({ status: 400 });
    expect(mcp.log.requests).toHaveLength(1);
    expect(JSON.stringify(mcp.log.requests[0].headers)).not.toMatch(/let-me-in|moonlit_access/);
  });
});

describe("what reaches the browser", () => {
  let loud: http.Server;
  let loudUrl: string;
  beforeAll(async () => {
    loud = http.createServer((req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "mcp-session-id": "session-1",
        "set-cookie": "tracker=1; Path=/",
        "access-control-allow-origin": "*",
        "x-server-internal": "10.0.0.9",
      });
      res.end(JSON.stringify({ seenHeaders: req.headers }));
    });
    await new Promise<void>((resolve) => loud.listen(0, "127.0.0.1", resolve));
    // Where OAuth discovery looks: a GET the relay carries (relay-shape.ts).
    loudUrl = `http://127.0.0.1:${(loud.address() as AddressInfo).port}/.well-known/oauth-protected-resource`;
  });
  afterAll(() => new Promise<void>((resolve) => loud.close(() => resolve())));

  it("hands back only the MCP client's headers, with headers that keep the answer inert on this origin", async () => {
    const relay = await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" });
    const answer = await request(`${relay.url}${RELAY_PATH}`, { headers: { [TARGET_HEADER]: loudUrl } });
    await answer.body.text();
    expect(answer.headers["mcp-session-id"]).toBe("session-1");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["x-server-internal"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the supplied headers, and refuses ones that would change or break the request", async () => {
    const relay = await relayWith({ MCP_ALLOW_PRIVATE_NETWORKS: "true" });
    const sent = async (supplied: string) =>
      request(`${relay.url}${RELAY_PATH}`, { headers: { [TARGET_HEADER]: loudUrl, "x-moonlit-mcp-headers": supplied } });
    const ok = await sent(JSON.stringify({ Authorization: "Bearer for-the-server", "X-Api-Key": "k" }));
    expect((await ok.body.json()) as object).toMatchObject({ seenHeaders: { authorization: "Bearer for-the-server", "x-api-key": "k" } });
    for (const bad of [JSON.stringify({ Host: "elsewhere.example" }), JSON.stringify({ "Content-Length": "0" }), JSON.stringify({ "x-a": 1 }), JSON.stringify({ "x-a": "a\r\nx-injected: yes" }), "[1]", "{oops"]) {
      const refused = await sent(bad);
      await refused.body.text();
      expect([refused.statusCode, refused.headers[RELAY_ERROR_HEADER]]).toEqual([400, "headers_invalid"]);
    }
  });
});

