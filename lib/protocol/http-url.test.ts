import { describe, expect, it } from "vitest";
import { parseHttpUrl } from "./http-url";

describe("parseHttpUrl", () => {
  it("takes absolute http and https URLs, in any case", () => {
    expect(parseHttpUrl("https://mcp.example.com/mcp")?.host).toBe("mcp.example.com");
    expect(parseHttpUrl("HTTP://127.0.0.1:8080/a?b#c")?.protocol).toBe("http:");
  });

  it("refuses other schemes, relative addresses and text that is no URL", () => {
    for (const text of ["ftp://example.com/", "redis://cache:6379", "javascript:alert(1)", "data:text/plain,x", "/relative", "example.com", "https://", ""]) {
      expect(parseHttpUrl(text)).toBeNull();
    }
  });
});
