// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Markdown } from "@/components/markdown/markdown";

const parsed: string[] = [];
vi.mock("react-markdown", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react-markdown")>();
  const Counting = (props: Parameters<typeof actual.default>[0]) => {
    parsed.push(String(props.children));
    return actual.default(props);
  };
  return { ...actual, default: Counting };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  parsed.length = 0;
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

describe("Markdown", () => {
  it("renders GFM: tables in a scroll box, task lists, strikethrough, autolinks", () => {
    show("| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ see https://example.com");
    expect(container.querySelector("div.overflow-x-auto > table")).not.toBeNull();
    expect(container.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(container.querySelector("del")?.textContent).toBe("old");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://example.com");
  });

  it("opens links safely and neutralises javascript: URLs", () => {
    show("[ok](https://x.dev) [bad](javascript:alert(1)) [mail](mailto:a@b.c)");
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://x.dev", "mailto:a@b.c"]);
    expect(links[0].getAttribute("target")).toBe("_blank");
    expect(links[0].getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.textContent).toContain("bad");
  });

  it("never renders raw HTML or images", () => {
    show('<script>alert(1)</script>\n\n<img src="https://t.example/p.gif" onerror="x()">\n\n![pixel](https://t.example/q.gif)');
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
    const link = container.querySelector("a");
    expect(link?.textContent).toBe("pixel");
    expect(link?.getAttribute("href")).toBe("https://t.example/q.gif");
  });

  it("parses each finished block once while the reply streams", () => {
    const text = "# Title\n\nFirst paragraph.\n\n- a\n\n- b\n\nLast words here.";
    for (let i = 1; i <= text.length; i++) show(text.slice(0, i), true);
    show(text, false);
    // At most twice: once as the streaming tail that had just reached the blank line, once finished.
    expect(parsed.filter((s) => s === "# Title\n\n").length).toBeLessThanOrEqual(2);
    expect(parsed.filter((s) => s === "First paragraph.\n\n").length).toBeLessThanOrEqual(2);
    expect(parsed.filter((s) => s.startsWith("# Title\n\nF"))).toEqual([]);
    expect(parsed.length).toBeLessThan(text.length + 10);
    expect(container.querySelector("h1")?.textContent).toBe("Title");
    expect(container.querySelectorAll("li p")).toHaveLength(2);
  });

  it("puts finished blocks in contained groups of 32, except a group with raw HTML at an edge", () => {
    const paragraphs = Array.from({ length: 70 }, (_, i) => `Paragraph ${i}.`);
    paragraphs[64] = "<div>raw</div>";
    show(paragraphs.join("\n\n") + "\n\nTail", true);
    const groups = container.querySelectorAll(".md-group");
    expect(groups).toHaveLength(2);
    expect(groups[0].children).toHaveLength(32);
    expect((groups[0] as HTMLElement).style.containIntrinsicSize).toMatch(/^auto \d+px$/);
    expect(container.textContent).toContain("Paragraph 69.");
  });

  it("starts over when the text is replaced", () => {
    show("First reply.\n\nMore.");
    show("Other text.");
    expect(container.textContent).toBe("Other text.");
  });

  it("does not flash unfinished inline markers in the streaming tail", () => {
    show("Some **bold te", true);
    expect(container.querySelector("strong")?.textContent).toBe("bold te");
    show("See [docs](https://exa", true);
    expect(container.textContent).toBe("See docs");
  });

  it("draws an unclosed code fence as plain text while streaming, without parsing it", () => {
    show("Intro.\n```python\nprint('**x**')\n\nprint(2)\n``", true);
    const code = container.querySelector("pre code");
    expect(code?.textContent).toBe("print('**x**')\n\nprint(2)\n");
    expect(code?.querySelector("span[style]")).toBeNull();
    expect(container.textContent).toContain("python");
    expect(parsed.some((s) => s.includes("print(2)"))).toBe(false);
    expect(container.querySelector("p")?.textContent).toBe("Intro.");
  });

  it("highlights a finished code block and copies its raw text", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    show("```ts\nconst a = 1;\n```");
    await vi.waitFor(() => expect(container.querySelector("pre code span[style]")).not.toBeNull(), { timeout: 10_000 });
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Copy code"]');
    expect(button?.textContent).toBe("Copy");
    await act(async () => button!.click());
    expect(writeText).toHaveBeenCalledWith("const a = 1;");
    expect(button?.textContent).toBe("Copied");
    expect(container.querySelector("pre code")?.textContent).toBe("const a = 1;");
  });

  it("loads math support only when the text has dollar signs", async () => {
    show("Energy $E = mc^2$ and\n\n$$\n\\frac{1}{2}\n$$\n");
    await vi.waitFor(() => expect(container.querySelector(".katex")).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelector(".katex-display")).not.toBeNull();
  });

  it("renders LaTeX's bracket delimiters as math, with the backslashes kept out of the text", async () => {
    show("\\[ E = mc^2 \\]\n\nwhere \\(m\\) is the mass.");
    await vi.waitFor(() => expect(container.querySelector(".katex-display")).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelectorAll(".katex")).toHaveLength(2);
    expect(container.textContent).not.toContain("[ E = mc^2 ]");
  });

  it("names each task-list checkbox by its item's words, and keeps it read-only", () => {
    show("- [x] Book the flights\n- [ ] Pack\n  - [ ] socks\n");
    const boxes = [...container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual(["Book the flights", "Pack", "socks"]);
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false]);
    expect(boxes.every((box) => box.disabled)).toBe(true);
  });
});
