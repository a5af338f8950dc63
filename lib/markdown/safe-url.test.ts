import { describe, expect, it } from "vitest";
import { safeUrl } from "@/lib/markdown/safe-url";

describe("safeUrl", () => {
  it("keeps http, https, mailto and relative URLs", () => {
    expect(safeUrl("https://example.com/a?b#c")).toBe("https://example.com/a?b#c");
    expect(safeUrl("HTTP://x.dev")).toBe("HTTP://x.dev");
    expect(safeUrl("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeUrl("/docs/a:b")).toBe("/docs/a:b");
    expect(safeUrl("#section")).toBe("#section");
  });

  it("drops script and other schemes", () => {
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl("  JavaScript:alert(1)")).toBe("");
    expect(safeUrl("data:text/html,<script>")).toBe("");
    expect(safeUrl("vbscript:x")).toBe("");
    expect(safeUrl("file:///etc/passwd")).toBe("");
  });

  it("is total: odd strings never throw, and scripts stay out however they are spelled", () => {
    const odd = ["http://[", "\u0000", "", " ", ":", "::::", "%", "\uD800", "a".repeat(1_000_000), "http://" + "[".repeat(100_000), "\u0000".repeat(10_000)];
    for (const url of odd) expect(() => safeUrl(url)).not.toThrow();
    for (const url of ["java\u0000script:alert(1)", "\u0000javascript:alert(1)", "java\tscript:alert(1)", "javascript\n:alert(1)", "\u200bjavascript:alert(1)", "JAVASCRIPT:alert(1)", "javascript&colon;alert(1):x"]) {
      expect(safeUrl(url)).toBe("");
    }
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 500; i++) {
      const url = Array.from({ length: Math.floor(random() * 40) }, () => String.fromCharCode(Math.floor(random() * 0x10000))).join("");
      expect(() => safeUrl(url)).not.toThrow();
    }
  });

  it("reads a value that is not a string (a malformed import) as no URL", () => {
    for (const value of [undefined, null, 42, {}, []]) expect(safeUrl(value as unknown as string)).toBe("");
  });
});
