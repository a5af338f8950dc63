import { describe, expect, it } from "vitest";
import { gfm } from "./gfm-plugin";

describe("gfm", () => {
  it("adds one set of GitHub Markdown extensions to every processor, beside what it holds", () => {
    const first: Record<string, unknown[]> = { micromarkExtensions: ["own"] };
    const second: Record<string, unknown[]> = {};
    gfm.call({ data: () => first });
    gfm.call({ data: () => second });
    expect(Object.keys(second).sort()).toEqual(["fromMarkdownExtensions", "micromarkExtensions", "toMarkdownExtensions"]);
    expect(first.micromarkExtensions[0]).toBe("own");
    expect(first.micromarkExtensions[1]).toBe(second.micromarkExtensions[0]);
    expect(first.fromMarkdownExtensions).toEqual(second.fromMarkdownExtensions);
    expect(first.fromMarkdownExtensions[0]).toBe(second.fromMarkdownExtensions[0]);
  });
});
