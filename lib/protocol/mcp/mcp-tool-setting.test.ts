import { describe, expect, it } from "vitest";
import { normalizeMcpTools } from "./mcp-tool-setting";

describe("a conversation's MCP tools as stored", () => {
  it("keep those with a server, a name and a schema, once each, dropping what an import made up", () => {
    const echo = { serverId: "s1", serverName: "Docs", name: "echo", inputSchema: { type: "object" }, alwaysAllow: true };
    const stored = [echo, { ...echo, alwaysAllow: false }, { ...echo, name: "" }, { ...echo, inputSchema: "x" }, { serverId: "s2" }, 5, { ...echo, alwaysAllow: "yes", name: "add" }];
    expect(normalizeMcpTools(stored)).toEqual([echo, { serverId: "s1", serverName: "Docs", name: "add", inputSchema: { type: "object" } }]);
  });

  it("are none when the stored value is not a list (older conversations have none)", () => {
    expect(normalizeMcpTools(undefined)).toEqual([]);
    expect(normalizeMcpTools("echo")).toEqual([]);
    expect(normalizeMcpTools({ echo: {} })).toEqual([]);
  });
});
