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
});
