import { describe, expect, it } from "vitest";
import { classifyRequest, isShellPath, type RequestFacts } from "./requests";

const ORIGIN = "https://chat.example";

function facts(path: string, init: Partial<Omit<RequestFacts, "url">> = {}): RequestFacts {
  return { url: new URL(path, ORIGIN), method: "GET", mode: "cors", ...init };
}

describe("classifyRequest", () => {
  it("answers page loads of the new chat and of a conversation with the shell", () => {
    for (const path of ["/", "/c/abc123", "/c/abc123/", "/c/abc?x=1"]) {
      expect(classifyRequest(facts(path, { mode: "navigate" }), ORIGIN), path).toBe("shell");
    }
  });

  it("never touches the gateway, its streams, share links or the worker itself", () => {
    for (const path of [
      "/api/anthropic/v1/messages",
      "/api/openai/v1/chat/completions",
      "/api/status",
      "/api/share/abc",
      "/api",
      "/s/abc",
      "/s/abc#key",
      "/serwist/sw.js",
    ]) {
      for (const mode of ["navigate", "cors", "same-origin", "no-cors"] as const) {
        expect(classifyRequest(facts(path, { mode }), ORIGIN), `${mode} ${path}`).toBe("pass");
      }
    }
  });

  it("leaves other pages, other origins and every non-GET to the network", () => {
    expect(classifyRequest(facts("/unlock", { mode: "navigate" }), ORIGIN)).toBe("pass");
    expect(classifyRequest(facts("/c/abc/extra", { mode: "navigate" }), ORIGIN)).toBe("pass");
    expect(classifyRequest(facts("/", { mode: "navigate", method: "POST" }), ORIGIN)).toBe("pass");
    expect(classifyRequest({ url: new URL("https://elsewhere.example/"), method: "GET", mode: "navigate" }, ORIGIN)).toBe("pass");
    expect(classifyRequest(facts("/icon.svg", { method: "HEAD" }), ORIGIN)).toBe("pass");
  });

  it("keeps the icons and the manifest, and nothing else that is not a page", () => {
    for (const path of ["/icon.svg", "/apple-icon.png", "/apple-icon", "/manifest.webmanifest", "/icons/192.png", "/icons/maskable-512.png"]) {
      expect(classifyRequest(facts(path), ORIGIN), path).toBe("app-asset");
    }
    for (const path of ["/", "/c/abc", "/_next/static/chunks/a.js", "/icons/../api/x.png", "/opengraph-image"]) {
      expect(classifyRequest(facts(path), ORIGIN), path).toBe("pass");
    }
  });
});

describe("isShellPath", () => {
  it("is the chat's two pages only", () => {
    expect(isShellPath("/")).toBe(true);
    expect(isShellPath("/c/x")).toBe(true);
    expect(isShellPath("/c/")).toBe(false);
    expect(isShellPath("/s/x")).toBe(false);
    expect(isShellPath("/unlock")).toBe(false);
  });
});
