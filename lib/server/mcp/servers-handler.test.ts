import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { createWrongCodeLimiter } from "@/lib/server/access/wrong-code-limiter";
import { createServersHandler } from "./servers-handler";

// GET /api/mcp/servers: what the browser may know of the operator's servers, which is their ids
// and names and the placeholder URL it reaches them by; never their URLs or headers.

const SERVERS = JSON.stringify([
  { name: "Docs", url: "https://internal-docs.example/mcp?key=url-secret", headers: { Authorization: "Bearer header-secret" } },
  { name: "Tickets", id: "jira", url: "http://10.0.0.5:8080/mcp" },
]);

function handler(vars: Record<string, string> = {}) {
  const env = parseEnv({ MCP_SERVERS: SERVERS, ...vars });
  return createServersHandler({ env: () => env, limiter: createWrongCodeLimiter(), wait: async () => undefined });
}

const get = (headers: Record<string, string> = {}) => new Request("http://127.0.0.1:3000/api/mcp/servers", { headers });

describe("GET /api/mcp/servers", () => {
  it("lists ids, names and the URLs to reach them by through the relay, and nothing else", async () => {
    const answer = await handler()(get({ "sec-fetch-site": "same-origin" }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      servers: [
        { id: "docs", name: "Docs", url: "https://docs.mcp-operator.invalid/" },
        { id: "jira", name: "Tickets", url: "https://jira.mcp-operator.invalid/" },
      ],
    });
    expect(text).not.toMatch(/secret|internal-docs|10\.0\.0\.5/);
  });

  it("is empty without MCP_SERVERS", async () => {
    const env = parseEnv({});
    const answer = await createServersHandler({ env: () => env })(get());
    expect(await answer.json()).toEqual({ servers: [] });
  });

  it("needs the access code when one is set", async () => {
    const guarded = handler({ ACCESS_CODE: "let-me-in" });
    expect((await guarded(get())).status).toBe(401);
    expect((await guarded(get({ authorization: "Bearer let-me-in" }))).status).toBe(200);
  });

  it("refuses another site's page", async () => {
    expect((await handler()(get({ "sec-fetch-site": "cross-site" }))).status).toBe(403);
  });
});
