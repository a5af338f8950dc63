import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { createAccessCookieValue } from "./access-cookie";
import { gatePage } from "./page-gate";

const locked = parseEnv({ ACCESS_CODE: "alpha", EVOLINK_API_KEY: "sk-1" });
const page = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("gatePage", () => {
  it("sends every page to /unlock without the cookie when codes are set", () => {
    for (const path of ["/", "/c/abc", "/settings", "/unknown/deep"]) expect(gatePage(page(path), locked), path).toBe("unlock");
  });

  it("lets pages through with a valid cookie, and everything through without codes", () => {
    const cookie = `moonlit_access=${createAccessCookieValue(locked)}`;
    expect(gatePage(page("/c/abc", { cookie }), locked)).toBe("pass");
    expect(gatePage(page("/c/abc", { cookie: "moonlit_access=1.forged" }), locked)).toBe("unlock");
    expect(gatePage(page("/"), parseEnv({}))).toBe("pass");
  });

  it("never gates the unlock page, shared links, API routes or the build's files", () => {
    for (const path of ["/unlock", "/s/abc123", "/api/share/abc123", "/api/status", "/_next/static/chunks/a.js"]) {
      expect(gatePage(page(path), locked), path).toBe("pass");
    }
    // The install assets: the manifest and its icons, the worker, the link preview.
    const assets = ["/manifest.webmanifest", "/icon.svg", "/apple-icon", "/opengraph-image", "/serwist/sw.js", "/serwist/sw.js.map"];
    for (const path of [...assets, "/icons/192.png", "/icons/512.png", "/icons/maskable-512.png"]) {
      expect(gatePage(page(path), locked), path).toBe("pass");
    }
    // Only exactly those: a look-alike is still a page.
    expect(gatePage(page("/unlocked"), locked)).toBe("unlock");
    expect(gatePage(page("/share/abc"), locked)).toBe("unlock");
  });

  it("gates a page whose address merely looks like a file: a dot in the last segment opens nothing", () => {
    for (const path of ["/c/x.y", "/c/x;.js", "/c/x%00.css", "/c/abc.png", "/usage.css", "/unlock.js/../c/x", "/favicon.ico", "/icons/../c/x.png"]) {
      expect(gatePage(page(path), locked), path).toBe("unlock");
    }
    // Only the icons the app draws: any other file name under /icons/ is a page like any other.
    for (const path of ["/icons/x;.png", "/icons/192.png;x", "/serwist/sw.js;.map", "/icon.svg/x"]) {
      expect(gatePage(page(path), locked), path).toBe("unlock");
    }
  });

  it("refuses pages on a host outside ALLOWED_HOSTS, codes or not", () => {
    const hosted = parseEnv({ ALLOWED_HOSTS: "chat.example.com" });
    expect(gatePage(page("/", { host: "rebound.example" }), hosted)).toBe("host_not_allowed");
    expect(gatePage(page("/", { host: "chat.example.com" }), hosted)).toBe("pass");
  });
});
