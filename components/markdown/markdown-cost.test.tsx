// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import remarkMath from "remark-math";
import { Markdown } from "@/components/markdown/markdown";
import { MarkdownBlock } from "@/components/markdown/markdown-block";
import { MathContext } from "@/components/markdown/markdown-context";
import { mathPlugins } from "@/components/markdown/math-plugins";
import { bracketMathToDollars } from "@/lib/markdown/bracket-math";
import { splitAll } from "@/lib/markdown/test-support/split-all";
import { withinParseLimits } from "@/lib/markdown/parse-cost";
import { adversarialBlocks, ordinaryBlocks } from "@/lib/markdown/test-support/cost-fixtures";
import { markdownCorpus } from "@/lib/markdown/test-support/corpus";

// Every source react-markdown is handed, and those it was to parse as math. One past the limits
// is recorded but not parsed (that is what would freeze the test for minutes); the assertions are
// about what reached the parser.
const parsed: string[] = [];
const parsedAsMath = new Set<string>();
const overLimits = (source: string) => !withinParseLimits(source, { math: parsedAsMath.has(source) });
vi.mock("react-markdown", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-markdown")>();
  const Counting = (props: Parameters<typeof actual.default>[0]) => {
    const source = String(props.children);
    parsed.push(source);
    if (props.remarkPlugins?.includes(remarkMath)) parsedAsMath.add(source);
    return overLimits(source) ? null : actual.default(props);
  };
  return { ...actual, default: Counting };
});

// <Markdown> never loads KaTeX here, so what it parses is each block as written; the blocks drawn
// with math loaded are rendered inside MathContext by hand (showWithMath).
vi.mock("@/components/markdown/use-math-plugins", () => ({ useMathPlugins: () => null }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  parsed.length = 0;
  parsedAsMath.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(text: string, streaming = false) {
  act(() => root.render(<Markdown text={text} streaming={streaming} />));
}

describe("Markdown that would cost more than linear time to parse", () => {
  it.each(Object.entries(adversarialBlocks))("%s: drawn as plain text, never handed to the parser", (_name, block) => {
    const text = `Before.\n\n${block}\n\nAfter.`;
    show(text);
    expect(parsed.filter(overLimits)).toEqual([]);
    expect(parsed).toContain("Before.\n\n");
    const plain = container.querySelector("p[data-plain]");
    expect(plain?.textContent).toBe(block.trimEnd());
    expect(plain?.querySelector("*")).toBeNull();
    expect(container.textContent).toContain("After.");
  });

  it("is never handed to the parser while it streams in, and ends as plain text", () => {
    const block = adversarialBlocks.starUnderscore;
    const text = `Intro *here*.\n\n${block}`;
    let drawnPlain = 0;
    for (let end = 1000; end < text.length; end += 1000) {
      show(text.slice(0, end), true);
      if (container.querySelector("p[data-plain]")) drawnPlain++;
    }
    show(text, false);
    expect(drawnPlain).toBe(40);
    expect(parsed.filter(overLimits)).toEqual([]);
    expect(container.querySelector("em")?.textContent).toBe("here");
    expect(container.querySelector("p[data-plain]")?.textContent).toBe(block);
  });

  it("draws a line of `[` streaming in as plain text once it is long, and when it ends", () => {
    const text = `Intro *here*.\n\n${adversarialBlocks.bracketLine}`;
    const plainAt: number[] = [];
    for (let end = 10_000; end < text.length; end += 50_000) {
      show(text.slice(0, end), true);
      if (container.querySelector("p[data-plain]")) plainAt.push(end);
    }
    show(text, false);
    expect(plainAt).toEqual([60_000, 110_000, 160_000, 210_000, 260_000]);
    expect(parsed.filter(overLimits)).toEqual([]);
    expect(container.querySelector("p[data-plain]")?.textContent).toBe(adversarialBlocks.bracketLine);
  });

  it("keeps the text as text: markup-looking blocks past the limits draw no element", () => {
    const block = "<img src=x onerror=alert(1)> [a](javascript:alert(1)) " + adversarialBlocks.bracketUnderscore;
    show(block);
    expect(container.querySelector("img, a, script")).toBeNull();
    expect(container.textContent).toBe(block);
  });
});

describe("ordinary markdown", () => {
  it.each([...Object.entries(ordinaryBlocks), ...Object.entries(markdownCorpus)])("%s: still parsed as markdown", (_name, text) => {
    show(text);
    expect(container.querySelector("p[data-plain]")).toBeNull();
    expect(parsed.join("")).toBe(text);
  });
});

/** Each block of `text` as MarkdownBlock draws it once KaTeX has loaded. */
function showWithMath(text: string) {
  const { blocks, tail } = splitAll(text);
  const items = [...blocks, tail].map((block, i) => <MarkdownBlock key={i} source={block} />);
  act(() => root.render(<MathContext value={mathPlugins}>{items}</MathContext>));
  return [...blocks, tail];
}

describe("with math loaded", () => {
  it.each(Object.entries(ordinaryBlocks))("%s: parsed as markdown, bracket math as the dollars it becomes", (_name, text) => {
    const blocks = showWithMath(text);
    expect(container.querySelector("p[data-plain]")).toBeNull();
    expect(parsed.filter(overLimits)).toEqual([]);
    for (const block of blocks.filter((b) => /\\[[(]/.test(b))) expect(parsedAsMath).toContain(bracketMathToDollars(block));
  });

  it.each(Object.entries(adversarialBlocks))("%s: drawn as plain text, never handed to the parser", (_name, block) => {
    showWithMath(`Before $x$.\n\n${block}\n\nAfter.`);
    expect(parsed.filter(overLimits)).toEqual([]);
    expect(container.querySelector("p[data-plain]")?.textContent).toBe(block.trimEnd());
  });
});
