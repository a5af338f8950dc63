import { describe, expect, it } from "vitest";
import { offeredToolNames } from "./mcp-tool-names";

type OfferedMcpTool = { serverId: string; serverName: string; name: string };

const tool = (serverName: string, toolName: string): OfferedMcpTool => ({ serverId: serverName.toLowerCase(), serverName, name: toolName });
const names = (tools: OfferedMcpTool[], reserved: string[] = []) => [...offeredToolNames(tools, reserved).keys()];

describe("the names MCP tools are offered under", () => {
  it("are the tools' own names when none is shared", () => {
    expect(names([tool("Docs", "search"), tool("Docs", "fetch_page"), tool("Wiki", "lookup")])).toEqual(["search", "fetch_page", "lookup"]);
  });

  it("tell tools that share a name apart by their server's name, and only those", () => {
    expect(names([tool("Docs", "search"), tool("Wiki", "search"), tool("Wiki", "lookup")])).toEqual(["Docs__search", "Wiki__search", "lookup"]);
  });

  it("leave the built-ins and the conversation's own tools their names", () => {
    expect(names([tool("Math", "calculator"), tool("Math", "solve")], ["calculator", "get_weather"])).toEqual(["Math__calculator", "solve"]);
  });

  it("keep to the formats' rule, and number a name that is still taken", () => {
    const offered = names([tool("My server", "read file"), tool("Big", "x".repeat(80)), tool("A b", "t"), tool("A_b", "t")]);
    expect(offered.slice(0, 2)).toEqual(["read_file", "x".repeat(64)]);
    expect(offered.slice(2)).toEqual(["A_b__t", "A_b__t_2"]);
    for (const name of offered) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });

  it("map each offered name back to its server and tool", () => {
    const offered = offeredToolNames([tool("Docs", "search"), tool("Wiki", "search")], []);
    expect(offered.get("Wiki__search")).toEqual({ serverId: "wiki", serverName: "Wiki", name: "search" });
  });
});
