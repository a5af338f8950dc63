import { describe, expect, it } from "vitest";
import { buildVersion, fitsPrecache, isShellResponse, shellAssets, shellCacheName, SHELL_CACHE_PREFIX } from "./shell";

const HTML = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/preloaded.js"/>
<link rel="icon" href="/icon.svg?abc" type="image/svg+xml"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/page.js?dpl=1&amp;x=2" async=""></script>
<script>self.__next_f.push([1,"x"])</script>
<script src="https://cdn.example/elsewhere.js"></script>
</head><body></body></html>`;

describe("shellAssets", () => {
  it("lists the page's own scripts and stylesheets, without queries", () => {
    expect(shellAssets(HTML).sort()).toEqual(["/_next/static/chunks/app.css", "/_next/static/chunks/main.js", "/_next/static/chunks/page.js"]);
  });
});

describe("fitsPrecache", () => {
  const all = new Set(["/_next/static/chunks/app.css", "/_next/static/chunks/main.js", "/_next/static/chunks/page.js"]);

  it("accepts a page whose code is all precached", () => {
    expect(fitsPrecache(HTML, all)).toBe(true);
  });

  it("refuses a page naming code this build does not have (a newer deployment's)", () => {
    const older = new Set([...all].filter((url) => !url.endsWith("page.js")));
    expect(fitsPrecache(HTML, older)).toBe(false);
  });

  it("refuses a page that names no code at all (an error page, say)", () => {
    expect(fitsPrecache("<html><body>Bad gateway</body></html>", all)).toBe(false);
  });
});

describe("buildVersion", () => {
  it("is stable for one list and changes with any URL or revision", () => {
    const list = [{ url: "/_next/static/a.js", revision: null }, "/_next/static/b.css"];
    expect(buildVersion(list)).toBe(buildVersion([...list]));
    expect(buildVersion(list)).not.toBe(buildVersion([{ url: "/_next/static/a2.js", revision: null }, "/_next/static/b.css"]));
    expect(buildVersion(list)).not.toBe(buildVersion([{ url: "/_next/static/a.js", revision: "1" }, "/_next/static/b.css"]));
    expect(buildVersion(list)).toMatch(/^[0-9a-z]+$/);
    expect(shellCacheName(buildVersion(list)).startsWith(SHELL_CACHE_PREFIX)).toBe(true);
  });
});

describe("isShellResponse", () => {
  const html = { "content-type": "text/html; charset=utf-8" };

  it("takes the page itself", () => {
    expect(isShellResponse(new Response("<html>", { headers: html }))).toBe(true);
  });

  it("refuses errors, redirects (to /unlock) and anything not HTML", () => {
    expect(isShellResponse(new Response("<html>", { status: 500, headers: html }))).toBe(false);
    expect(isShellResponse({ ok: true, redirected: true, headers: new Headers(html) })).toBe(false);
    expect(isShellResponse(new Response("{}", { headers: { "content-type": "application/json" } }))).toBe(false);
  });
});
