import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Every API route, as Next.js calls it, on Vercel with a configuration the server refuses: each
// method answers that the deployment is misconfigured (lib/server/misconfigured-response.ts) before
// it does anything else. A new route is found here by itself, and fails until it is wrapped too.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const routes = (readdirSync(__dirname, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === "route.ts")
  .map((file) => `/api/${path.dirname(file).split(path.sep).join("/")}`)
  .sort();

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv("VERCEL", "1");
  vi.stubEnv("EVOLINK_API_KEY", "k");
  vi.stubEnv("ACCESS_CODE", "Xy7q");
});
afterEach(() => vi.unstubAllEnvs());

describe("API routes of a misconfigured deployment", () => {
  it("finds the routes", () => {
    expect(routes).toContain("/api/anthropic/v1/messages");
    expect(routes).toContain("/api/share/[id]");
  });

  it.each(routes)("%s answers 500 naming the variable, never its value", async (route) => {
    const exports = (await import(`.${route.slice("/api".length)}/route.ts`)) as Record<string, unknown>;
    const handlers = METHODS.filter((method) => typeof exports[method] === "function");
    expect(handlers.length).toBeGreaterThan(0);
    for (const method of handlers) {
      const request = new Request(`http://localhost${route.replace("[id]", "abc")}`, {
        method,
        headers: { "content-type": "application/json", "x-api-key": "Xy7q" },
        body: method === "GET" ? undefined : "{}",
      });
      const handler = exports[method] as (request: Request, context: unknown) => Response | Promise<Response>;
      const response = await handler(request, { params: Promise.resolve({ id: "abc" }) });
      const text = await response.text();
      expect(response.status, `${method} ${route}`).toBe(500);
      expect(text, `${method} ${route}`).toContain("misconfigured: fix its environment variable ACCESS_CODE");
      expect(text).not.toContain("Xy7q");
      const body = JSON.parse(text);
      if (route.startsWith("/api/anthropic/")) expect(body.error.type).toBe("api_error");
      else if (route.startsWith("/api/openai/")) expect(body.error).toMatchObject({ type: "server_error", code: "server_misconfigured" });
      else expect(body.error.type).toBe("server_misconfigured");
    }
  });
});
