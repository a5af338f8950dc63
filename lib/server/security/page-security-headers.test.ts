import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, pageSecurityHeaders } from "./page-security-headers";

const options = { nonce: "bm9uY2U=", https: false, scriptHashes: ["sha256-abc="] };

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

  it("sends HSTS only over https", () => {
    expect(pageSecurityHeaders(options)["strict-transport-security"]).toBeUndefined();
    expect(pageSecurityHeaders({ ...options, https: true })["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(pageSecurityHeaders(options)).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
  });
});
