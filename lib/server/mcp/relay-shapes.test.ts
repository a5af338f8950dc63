import http from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RouteServer } from "@/lib/server/test-support/route-server";
import { RELAY_ERROR_HEADER, RELAY_PATH, TARGET_HEADER } from "@/lib/protocol/mcp/relay-contract";
import { startRelay } from "./test-support/relay-harness";

// The relay carries what MCP clients send (the transports' messages, event streams and session
// ends, and OAuth's discovery, registration and token requests) and hands back what they read. It
// is not a way to fetch or post anything else anywhere: those requests are refused before they
// leave, saying which shape was refused, and answers no MCP client reads are not handed on.

let relay: RouteServer;
let site: http.Server;
let siteUrl: string;
const seen: string[] = [];

const PNG = Buffer.from("89504e470d0a1a0a", "hex");

beforeAll(async () => {
  // Any website: a page, an image, an error page, and JSON where OAuth looks for it.
  site = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    if (req.url === "/.well-known/image") return void res.writeHead(200, { "content-type": "image/png" }).end(PNG);
    if (req.url?.startsWith("/.well-known/")) return void res.writeHead(200, { "content-type": "application/json" }).end('{"issuer":"x"}');
    if (req.url === "/broken") return void res.writeHead(500, { "content-type": "text/html" }).end("<h1>Broken</h1>");
    res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>A web page");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  relay = await startRelay({ MCP_ALLOW_PRIVATE_NETWORKS: "true" });
});
afterAll(async () => {
  await relay.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});
beforeEach(() => void (seen.length = 0));

async function relayed(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const answer = await request(`${relay.url}${RELAY_PATH}`, {
    method: method as "POST",
    headers: { [TARGET_HEADER]: `${siteUrl}${path}`, ...headers },
    body,
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  return { status: answer.statusCode, kind: answer.headers[RELAY_ERROR_HEADER] ?? null, type: answer.headers["content-type"], text: bytes.toString() };
}

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };
const rpc = (message: object) => JSON.stringify({ jsonrpc: "2.0", ...message });

describe("requests that are not MCP's", () => {
  it.each([
    ["a GET of a page", "GET", "/page", {}, undefined, "a GET"],
    ["a GET that accepts HTML", "GET", "/page", { accept: "text/html" }, undefined, "a GET"],
    ["a JSON POST that is neither JSON-RPC nor a client registration", "POST", "/api", json, '{"hello":"world"}', "a JSON POST"],
    ["a JSON POST that is not JSON", "POST", "/api", json, "{oops", "a JSON POST"],
    ["an empty POST", "POST", "/api", json, "", "a JSON POST"],
    ["a form POST that is not a token request", "POST", "/login", form, "user=a&password=b", "a form POST"],
    ["a POST without a body type", "POST", "/api", {}, "x", "a POST"],
    ["a DELETE without a session", "DELETE", "/mcp", {}, undefined, "a DELETE"],
    ["a PUT", "PUT", "/api", json, rpc({ id: 1, method: "ping" }), "PUT"],
  ])("refuses %s with 400, naming the shape, before it leaves", async (_name, method, path, headers, body, named) => {
    const answer = await relayed(method, path, headers, body);
    expect(answer).toMatchObject({ status: 400, kind: "not_mcp_request" });
    const message: string = JSON.parse(answer.text).error.message;
    expect(message).toContain("The MCP relay carries only what MCP clients send");
    expect(message).toContain(named);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ["a JSON-RPC message", "POST", "/mcp", json, rpc({ method: "notifications/initialized" })],
    ["an event stream GET", "GET", "/mcp", { accept: "text/event-stream" }, undefined],
    ["a session's DELETE", "DELETE", "/mcp", { "mcp-session-id": "s-1" }, undefined],
    ["an OAuth discovery GET", "GET", "/.well-known/oauth-authorization-server", {}, undefined],
    ["an OIDC discovery GET after the path", "GET", "/tenant/.well-known/openid-configuration", {}, undefined],
    ["a client registration", "POST", "/register", json, JSON.stringify({ client_name: "Moonlit", redirect_uris: ["http://localhost/mcp/callback"] })],
    ["a token request", "POST", "/token", form, "grant_type=authorization_code&code=c&code_verifier=v"],
  ])("sends on %s", async (_name, method, path, headers, body) => {
    await relayed(method, path, headers, body);
    expect(seen).toEqual([`${method} ${path}`]);
  });
});

describe("answers that are not MCP's", () => {
  it("refuses a page sent for an event stream", async () => {
    const answer = await relayed("GET", "/page", { accept: "text/event-stream" });
    expect(answer).toMatchObject({ status: 502, kind: "answer_not_mcp" });
    expect(JSON.parse(answer.text).error.message).toContain("(it answered text/html)");
  });

  it("refuses an image where OAuth discovery expects JSON", async () => {
    expect(await relayed("GET", "/.well-known/image")).toMatchObject({ status: 502, kind: "answer_not_mcp" });
  });

  it("hands on a notification's status without the page that came with it", async () => {
    const answer = await relayed("POST", "/page", json, rpc({ method: "notifications/initialized" }));
    expect(answer).toMatchObject({ status: 200, text: "" });
  });

  it("hands on an error page as plain text, for the client's error message", async () => {
    const answer = await relayed("POST", "/broken", json, rpc({ method: "notifications/initialized" }));
    expect(answer).toMatchObject({ status: 500, text: "<h1>Broken</h1>" });
    expect(answer.type).toBe("text/plain; charset=utf-8");
  });
});
