import { describe, expect, it } from "vitest";
import { highlightCode } from "@/lib/markdown/highlighter";
import { resolveLanguage } from "@/lib/markdown/shiki-languages";

describe("resolveLanguage", () => {
  it("maps labels and aliases to grammar ids", () => {
    expect(resolveLanguage("TS")).toBe("typescript");
    expect(resolveLanguage("sh")).toBe("bash");
    expect(resolveLanguage("python")).toBe("python");
    expect(resolveLanguage("brainfuck")).toBeNull();
    expect(resolveLanguage("constructor")).toBeNull();
  });
});

describe("highlightCode", () => {
  it("returns tokens carrying light and dark colours", async () => {
    const lines = await highlightCode("const a = 1;\nlet b = 'x';", "ts");
    expect(lines).toHaveLength(2);
    expect(lines![0].map((t) => t.content).join("")).toBe("const a = 1;");
    const keyword = lines![0].find((t) => t.content === "const");
    expect(keyword?.style["--shiki-light"]).toMatch(/^#/);
    expect(keyword?.style["--shiki-dark"]).toMatch(/^#/);
  });

  it("gives null for unknown languages", async () => {
    expect(await highlightCode("x", "nope")).toBeNull();
  });
});
