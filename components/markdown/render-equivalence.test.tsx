import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBlock } from "@/components/markdown/markdown-block";
import { MathContext } from "@/components/markdown/markdown-context";
import { mathPlugins } from "@/components/markdown/math-plugins";
import { splitAll } from "@/lib/markdown/test-support/split-all";
import { markdownCorpus } from "@/lib/markdown/test-support/corpus";

function html(node: ReactNode): string {
  // remark-rehype puts "\n" between sibling blocks; a split only changes those separators.
  return renderToStaticMarkup(<MathContext value={mathPlugins}>{node}</MathContext>)
    .replace(/>\n+/g, ">")
    .replace(/\n+</g, "<");
}

function renderSplit(text: string): string {
  const { blocks, tail } = splitAll(text);
  return [...blocks, tail].map((block) => html(<MarkdownBlock source={block} />)).join("");
}

describe("rendering blocks one by one", () => {
  it.each(Object.entries(markdownCorpus))("%s: matches rendering the whole text", (name, text) => {
    const whole = html(<MarkdownBlock source={text} />);
    expect(splitAll(text).blocks.length).toBeGreaterThan(0);
    // Raw HTML is shown as text, and two such blocks in a row are separated by a bare "\n" text node.
    const loose = (s: string) => (name === "htmlLooking" ? s.replace(/\n/g, "") : s);
    expect(loose(renderSplit(text))).toBe(loose(whole));
  });

  it("matches for every prefix of a mixed document, as seen mid-stream", () => {
    const text = markdownCorpus.mixed;
    for (let k = 0; k <= text.length; k += 7) {
      const prefix = text.slice(0, k);
      expect(renderSplit(prefix)).toBe(html(<MarkdownBlock source={prefix} />));
    }
  });
});
