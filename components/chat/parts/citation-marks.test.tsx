// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { Markdown } from "@/components/markdown/markdown";
import { deriveParts } from "@/lib/view/derive-parts";
import type { TextPart } from "@/lib/view/parts";
import { anthropicNode, FIXTURES, fixtureMessage } from "@/lib/view/test-support/nodes";
import { render } from "./test-support/render";

// The citation marks in the text, through the real markdown renderer: numbered links to the source,
// with the cited passage as their hover text, inside the same paragraph as the claim.

describe("citation marks", () => {
  it("render as numbered links to the source with the cited text on hover", () => {
    const part = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))])[2] as TextPart;
    const view = render(<Markdown text={part.text} streaming={false} />);
    const marks = [...view.container.querySelectorAll("a")].filter((a) => /^\[\d\]$/.test(a.textContent ?? ""));
    expect(marks.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["[1]", "https://tessaly-archive.example/visit"],
      ["[1]", "https://tessaly-archive.example/visit"],
      ["[2]", "https://northvale-courier.example/2031/03/tessaly-archive"],
    ]);
    expect(marks[0].getAttribute("title")).toBe("The Tessaly Botanical Archive opens its doors to the public on 14 May 2031.");
    expect(marks[2].getAttribute("target")).toBe("_blank");
    expect(view.container.querySelectorAll("p")).toHaveLength(1);
    view.unmount();
  });
});
