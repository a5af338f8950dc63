import { afterEach, describe, expect, it } from "vitest";
import { startRouteServer, startUpload, type RouteServer } from "@/lib/server/test-support/route-server";
import { BodyBudget } from "./body-budget";
import type { GatewayDeps } from "./gateway-handler";
import { minimalBody, testHandler, withTimeout } from "./test-support/harness";

// The shared body budget over real HTTP, as under `next start`: whatever becomes of an upload (cut
// off by the client, stalled, ended by Node's own request timeout), its bytes come back; and bytes
// are taken as they arrive, so sockets that only promise a large body hold nothing.

const MIB = 1024 * 1024;
const PATH = "/api/anthropic/v1/messages";
const JSON_HEADERS = { "content-type": "application/json" };

let server: RouteServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A demo-mode gateway (no upstream needed) behind a real HTTP server, with its own budget. */
async function serve(budget: BodyBudget, vars: Record<string, string> = {}, options = {}, deps: Partial<GatewayDeps> = {}) {
  const handle = testHandler(
    "anthropic",
    { EVOLINK_API_KEY: "", MAX_REQUEST_BYTES: String(2 * MIB), ...vars },
    { bodyBudget: () => ({ budget, waitMs: 100 }), demoPaceMs: 0, ...deps },
  );
  server = await startRouteServer(handle, options);
  return server;
}

async function until(condition: () => boolean, what: string, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const ordinaryRequest = (port: number, size = 0) =>
  fetch(`http://127.0.0.1:${port}${PATH}`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(minimalBody("anthropic", size ? { system: "x".repeat(size) } : {})),
  });

describe("a request body's bytes go back to the budget", () => {
  it("when the client goes away mid-body (Stop pressed, network lost)", async () => {
    const budget = new BodyBudget(4 * MIB);
    const { port, idle } = await serve(budget);
    const upload = await startUpload(port, PATH, { ...JSON_HEADERS, "content-length": String(MIB) }, "x".repeat(200_000));
    await until(() => budget.inUse > 0, "the server took bytes for the upload");
    upload.socket.destroy();
    await idle();
    expect(budget.inUse).toBe(0);
    expect((await ordinaryRequest(port)).status).toBe(200);
  });

  it("when the body stalls: the request ends with 408 naming the stall", async () => {
    const budget = new BodyBudget(4 * MIB);
    const { port, idle, running } = await serve(budget, { REQUEST_BODY_IDLE_TIMEOUT_MS: "150" });
    const upload = await startUpload(port, PATH, { ...JSON_HEADERS, "content-length": String(MIB) }, "x".repeat(1_000));
    await until(() => running() === 1, "the upload reached the handler");
    await idle();
    expect(budget.inUse).toBe(0);
    // The answer goes out, then the connection closes: nothing more of that body is wanted.
    await upload.closed;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(upload.received()).toMatch(/^connection: close\r$/im);
    expect(upload.received()).toMatch(/stopped arriving/);
  });

  it("when the body trickles in, never idle for long, past its deadline: 408 naming the deadline", async () => {
    const budget = new BodyBudget(4 * MIB);
    const { port, idle, running } = await serve(budget, { REQUEST_BODY_IDLE_TIMEOUT_MS: "200" }, {}, { bodyDeadlineMs: 400 });
    const upload = await startUpload(port, PATH, { ...JSON_HEADERS, "content-length": String(MIB) }, "{");
    // A byte well inside the idle timeout, every time: only an overall deadline ends this upload.
    const trickle = setInterval(() => upload.socket.write(" "), 50);
    try {
      await until(() => running() === 1, "the upload reached the handler");
      await withTimeout(upload.closed);
    } finally {
      clearInterval(trickle);
    }
    await idle();
    expect(budget.inUse).toBe(0);
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(upload.received()).toMatch(/^connection: close\r$/im);
    expect(upload.received()).toMatch(/"type":"invalid_request_error"/);
    expect(upload.received()).toMatch(/not complete within 0\.4 seconds/);
  });

  it("when Node's own request timeout ends the connection first", async () => {
    const budget = new BodyBudget(4 * MIB);
    const { port, idle } = await serve(budget, { REQUEST_BODY_IDLE_TIMEOUT_MS: "60000" }, {
      requestTimeout: 300,
      connectionsCheckingInterval: 50,
    });
    const upload = await startUpload(port, PATH, { ...JSON_HEADERS, "content-length": String(MIB) }, "x".repeat(1_000));
    await until(() => budget.inUse > 0, "the server took bytes for the upload");
    await upload.closed;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
    await idle();
    expect(budget.inUse).toBe(0);
  });
});

describe("uploads that promise a large body and send nothing more", () => {
  it("hold only the bytes they sent, so an ordinary request still gets through", async () => {
    const budget = new BodyBudget(4 * MIB);
    const { port, running } = await serve(budget);
    const idlers = await Promise.all(
      Array.from({ length: 3 }, () => startUpload(port, PATH, { ...JSON_HEADERS, "content-length": String(2 * MIB) }, "{")),
    );
    await until(() => running() === 3, "the three uploads reached the handler");
    const response = await ordinaryRequest(port, MIB);
    expect(response.status).toBe(200);
    expect(budget.inUse).toBeLessThanOrEqual(3);
    for (const idler of idlers) idler.socket.destroy();
  });
});
