import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/server/env";
import { findConfigurationProblem } from "@/lib/server/configuration-problem";
import { misconfiguredPage, misconfiguredResponse, whenConfigured } from "@/lib/server/misconfigured-response";

const problemOf = (variables: Record<string, string>) => findConfigurationProblem(() => parseEnv(variables));
const shortCode = () => problemOf({ VERCEL: "1", EVOLINK_API_KEY: "k", ACCESS_CODE: "Xy7q" })!;

describe("findConfigurationProblem", () => {
  it("is the EnvError of a variable that does not parse or fails a start-up check, naming it", () => {
    expect(problemOf({ EVOLINK_BASE_URL: "ftp://nope" })).toMatchObject({ variable: "EVOLINK_BASE_URL" });
    expect(shortCode()).toBeInstanceOf(EnvError);
    expect(shortCode().variable).toBe("ACCESS_CODE");
    expect(problemOf({ VERCEL: "1", ACCESS_CODE: "north-tide-lantern" })?.variable).toBe("ACCESS_COOKIE_SECRET");
  });

  it("is nothing for a good configuration", () => {
    expect(problemOf({ VERCEL: "1", EVOLINK_API_KEY: "k", ACCESS_CODE: "north-tide-lantern" })).toBeUndefined();
  });
});

describe("what a misconfigured deployment answers", () => {
  it("a page, status 500, saying so and naming the variable, never its value", async () => {
    const response = misconfiguredPage(shortCode());
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("<title>Moonlit is misconfigured</title>");
    expect(html).toContain("This Moonlit deployment is misconfigured: fix its environment variable ACCESS_CODE");
    expect(html).not.toContain("Xy7q");
  });

  it("each API format's own error body, status 500", async () => {
    const anthropic = misconfiguredResponse("anthropic", shortCode());
    expect(anthropic.status).toBe(500);
    expect(anthropic.headers.get("cache-control")).toBe("no-store");
    expect(await anthropic.json()).toEqual({
      type: "error",
      error: { type: "api_error", message: expect.stringMatching(/misconfigured: fix its environment variable ACCESS_CODE/), moonlit_kind: "server_misconfigured" },
    });

    const openai = misconfiguredResponse("openai", shortCode());
    expect(openai.status).toBe(500);
    expect(await openai.json()).toEqual({
      error: { message: expect.stringContaining("ACCESS_CODE"), type: "server_error", param: null, code: "server_misconfigured", moonlit_kind: "server_misconfigured" },
    });

    const plain = misconfiguredResponse("plain", shortCode());
    expect(plain.status).toBe(500);
    expect(await plain.json()).toEqual({ error: { type: "server_misconfigured", message: expect.stringContaining("ACCESS_CODE") } });
  });

  it("never the detail, which may quote a value (the log has it)", async () => {
    const problem = problemOf({ MCP_SERVERS: '[{"id":"secret-team-9","name":"A","url":"https://a.example"},{"id":"secret-team-9","name":"B","url":"https://b.example"}]' })!;
    expect(problem.message).toContain("secret-team-9");
    for (const response of [misconfiguredPage(problem), misconfiguredResponse("plain", problem)]) {
      const text = await response.text();
      expect(text).toContain("MCP_SERVERS");
      expect(text).not.toContain("secret-team-9");
    }
  });
});

describe("whenConfigured", () => {
  const handler = (request: Request, context: { id: string }) => Response.json({ path: new URL(request.url).pathname, id: context.id });
  const request = new Request("http://localhost/api/share/abc");

  it("hands the request to the route when the configuration is good", async () => {
    const route = whenConfigured("plain", handler, () => undefined);
    expect(await (await route(request, { id: "abc" })).json()).toEqual({ path: "/api/share/abc", id: "abc" });
  });

  it("answers misconfigured in the route's format instead, without running it", async () => {
    const route = whenConfigured("anthropic", () => {
      throw new Error("must not run");
    }, shortCode);
    const response = await route();
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ type: "error", error: { type: "api_error" } });
  });
});
