import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, pageSecurityHeaders } from "./page-security-headers";

const options = { nonce: "bm9uY2U=", https: false, scriptHashes: ["sha256-abc="], remoteImages: true };
const directiveOf = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("pageSecurityHeaders", () => {
  it("allows scripts only by nonce, hash or trust from those, and nothing to frame the page", () => {
    const policy = contentSecurityPolicy(options);
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' 'sha256-abc='");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive("connect-src")).toBe("connect-src 'self'");
    expect(directive("worker-src")).toBe("worker-src 'self' blob:");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
  });

  it("lets images and videos come from other sites over https, unless the page must not fetch them (a shared page before its reader says yes)", () => {
    const open = contentSecurityPolicy(options);
    expect(directiveOf(open, "img-src")).toBe("img-src 'self' data: blob: https:");
    expect(directiveOf(open, "media-src")).toBe("media-src 'self' data: blob: https:");
    const closed = contentSecurityPolicy({ ...options, remoteImages: false });
    expect(directiveOf(closed, "img-src")).toBe("img-src 'self' data: blob:");
    expect(directiveOf(closed, "media-src")).toBe("media-src 'self' data: blob:");
    // Nothing else changes: the app runs as before.
    const others = (policy: string) => policy.split("; ").filter((part) => !/^(img|media)-src /.test(part));
    expect(others(closed)).toEqual(others(open));
  });

  it("sends HSTS only over https", () => {
    expect(pageSecurityHeaders(options)["strict-transport-security"]).toBeUndefined();
    expect(pageSecurityHeaders({ ...options, https: true })["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(pageSecurityHeaders(options)).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
  });

  it("asks the browser not to look up the hosts of the page's links ahead of a click", () => {
    expect(pageSecurityHeaders(options)["x-dns-prefetch-control"]).toBe("off");
  });
});
