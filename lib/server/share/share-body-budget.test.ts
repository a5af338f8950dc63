import { afterEach, describe, expect, it } from "vitest";
import { BodyBudget } from "@/lib/server/gateway/body-budget";
import { startRouteServer, startUpload, type RouteServer } from "@/lib/server/test-support/route-server";
import { MAX, handlers, setUpShareApi } from "./test-support/share-api";

// POST /api/share over real HTTP, as under `next start`: a share upload that never completes gives
// its bytes back to the budget the gateway shares, so share creation stays open to everyone.

setUpShareApi();

let server: RouteServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HEADERS = { "content-type": "application/json", "content-length": String(MAX) };

async function serve(budget: BodyBudget, vars: Record<string, string> = {}) {
  const api = handlers(vars, { budget });
  server = await startRouteServer((request) => api.create(request));
  return server;
}

async function until(condition: () => boolean, what: string, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("a share upload that never completes", () => {
  it("gives its bytes back when the client goes away mid-body", async () => {
    const budget = new BodyBudget(4 * MAX);
    const { port, idle } = await serve(budget);
    const upload = await startUpload(port, "/api/share", HEADERS, '{"ciphertext":"AQ');
    await until(() => budget.inUse > 0, "the server took bytes for the upload");
    upload.socket.destroy();
    await idle();
    expect(budget.inUse).toBe(0);
  });

  it("gives its bytes back, and says so, when the body stalls", async () => {
    const budget = new BodyBudget(4 * MAX);
    const { port, idle, running } = await serve(budget, { REQUEST_BODY_IDLE_TIMEOUT_MS: "150" });
    const upload = await startUpload(port, "/api/share", HEADERS, '{"ciphertext":"AQ');
    await until(() => running() === 1, "the upload reached the handler");
    await idle();
    expect(budget.inUse).toBe(0);
    await until(() => upload.received().includes("stopped arriving"), "the server answered");
    expect(upload.received()).toMatch(/^HTTP\/1\.1 400 /);
    upload.socket.destroy();
  });
});
