import { describe, expect, it } from "vitest";
import { endpointPathOf, signedEndpoint } from "./operator-endpoint";
import type { OperatorServer } from "./operator-servers";

// The legacy transport's message endpoint, signed by the relay so the browser can hand it back
// through the stand-in host, and nothing else on the operator's origin passes for it.

const SERVER: OperatorServer = { id: "docs", name: "Docs", url: "http://mcp-docs:8080/mcp/sse", headers: { authorization: "Bearer op" } };
const SECRET = "deployment-secret";
const BASE = new URL(SERVER.url);
const standIn = (path: string) => new URL(path, "https://docs.mcp-operator.invalid/");

describe("an operator server's message endpoint", () => {
  it("comes back as the path the server announced, relative or absolute on its origin", () => {
    for (const announced of ["/messages?sessionId=a1", "messages?sessionId=a1", "http://mcp-docs:8080/mcp/messages?sessionId=a1"]) {
      const signed = signedEndpoint(SERVER, SECRET, announced, BASE) as string;
      expect(signed).not.toContain("mcp-docs");
      const expected = announced.startsWith("/") ? { pathname: "/messages", search: "?sessionId=a1" } : { pathname: "/mcp/messages", search: "?sessionId=a1" };
      expect(endpointPathOf(SERVER, SECRET, standIn(signed))).toEqual(expected);
    }
  });

  it("is left alone when announced on another origin", () => {
    expect(signedEndpoint(SERVER, SECRET, "https://elsewhere.example/messages", BASE)).toBeUndefined();
    expect(signedEndpoint(SERVER, SECRET, "//elsewhere.example/messages", BASE)).toBeUndefined();
  });

  it("takes no path or query it did not sign, nor one signed for another server or secret", () => {
    const signed = signedEndpoint(SERVER, SECRET, "/messages?sessionId=a1", BASE) as string;
    expect(endpointPathOf(SERVER, SECRET, standIn(signed.replace("/messages", "/admin")))).toBeUndefined();
    expect(endpointPathOf(SERVER, SECRET, standIn(signed.replace("a1", "b2")))).toBeUndefined();
    expect(endpointPathOf({ ...SERVER, id: "other" }, SECRET, standIn(signed))).toBeUndefined();
    expect(endpointPathOf(SERVER, "another-secret", standIn(signed))).toBeUndefined();
    expect(endpointPathOf(SERVER, SECRET, standIn("/messages?sessionId=a1"))).toBeUndefined();
  });
});
