import { describe, expect, it } from "vitest";
import { OperatorServersError, parseOperatorServers, slugOf } from "./operator-servers";

// MCP_SERVERS is typed by hand into a deployment's settings: every mistake gets a message naming
// the entry and what is wrong with it, at startup rather than at the first call.

function problem(text: string): string {
  try {
    parseOperatorServers(text);
  } catch (error) {
    expect(error).toBeInstanceOf(OperatorServersError);
    return (error as Error).message;
  }
  throw new Error("parsed without complaint");
}

describe("MCP_SERVERS", () => {
  it("is empty when unset or blank", () => {
    expect(parseOperatorServers(undefined)).toEqual([]);
    expect(parseOperatorServers("  ")).toEqual([]);
  });

  it("reads names, URLs and headers, with ids from the names unless given", () => {
    const servers = parseOperatorServers(
      JSON.stringify([
        { name: "GitHub (work)", url: "https://api.githubcopilot.com/mcp/", headers: { Authorization: "Bearer ghp_x" } },
        { name: "Docs", url: "http://mcp-docs:8080/mcp", id: "internal-docs" },
      ]),
    );
    expect(servers).toEqual([
      { id: "github-work", name: "GitHub (work)", url: "https://api.githubcopilot.com/mcp/", headers: { authorization: "Bearer ghp_x" } },
      { id: "internal-docs", name: "Docs", url: "http://mcp-docs:8080/mcp", headers: {} },
    ]);
  });

  it("makes DNS labels of names", () => {
    expect(slugOf("  Café  Tools!! ")).toBe("cafe-tools");
    expect(slugOf("x".repeat(80))).toHaveLength(63);
    expect(slugOf("工具")).toBe("");
  });

  it.each([
    ["not JSON", "[{", /JSON array/],
    ["an object instead of an array", '{"name":"a","url":"https://a.example"}', /expected array/i],
    ["a missing URL", '[{"name":"a"}]', /entry 1 \(url\)/],
    ["a URL of another scheme", '[{"name":"a","url":"ftp://a.example"}]', /entry 1 \(url\): must be an absolute http/],
    ["a URL with a password", '[{"name":"a","url":"https://u:p@a.example"}]', /credentials in headers/],
    ["an empty name", '[{"name":" ","url":"https://a.example"}]', /entry 1 \(name\): must not be empty/],
    ["a misspelt field", '[{"name":"a","url":"https://a.example","header":{}}]', /entry 1.*header/],
    ["a header that would break the request", '[{"name":"a","url":"https://a.example","headers":{"Host":"b.example"}}]', /host cannot be set/],
    ["a header value with a line break", '[{"name":"a","url":"https://a.example","headers":{"x-key":"a\\r\\nx: y"}}]', /printable ASCII/],
    ["a name that makes no id", '[{"name":"工具","url":"https://a.example"}]', /entry 1: give it an "id"/],
    ["an invalid id", '[{"name":"a","id":"Not_A_Label","url":"https://a.example"}]', /entry 1 \(id\)/],
    ["two entries with one id", '[{"name":"Docs","url":"https://a.example"},{"name":"docs","url":"https://b.example"}]', /entry 2: the id "docs" is taken/],
  ])("refuses %s with a message that names it", (_name, text, message) => {
    expect(problem(text)).toMatch(message);
  });
});
