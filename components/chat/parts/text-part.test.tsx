// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import type { TextPart as TextPartView } from "@/lib/view/parts";
import { anthropicNode, FIXTURES, fixtureMessage } from "@/lib/view/test-support/nodes";
import { byRole, render } from "./test-support/render";
import { TextPart } from "./text-part";

vi.mock("@/components/markdown/markdown", () => import("./test-support/plain-markdown"));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("TextPart", () => {
  it("renders the merged markdown and a numbered link per cited source", () => {
    const part = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))])[2] as TextPartView;
    const view = render(<TextPart part={part} />);
    expect(view.container.querySelector("[data-markdown]")?.textContent).toContain("14 May 2031[\\[1\\]](<https://tessaly-archive.example/visit>");

    const first = byRole(view.container, "link", /^\[1\] [^:]+: Tessaly Botanical Archive – Visitor Information$/)[0];
    expect(first.getAttribute("href")).toBe("https://tessaly-archive.example/visit");
    expect(first.getAttribute("target")).toBe("_blank");
    expect(first.getAttribute("rel")).toBe("noopener noreferrer");
    expect(first.textContent).toContain("[1]");
    const tip = document.getElementById(first.getAttribute("aria-describedby")!);
    expect(tip?.textContent).toContain("The Tessaly Botanical Archive opens its doors to the public on 14 May 2031.");
    expect(tip?.textContent).toContain("Admission is free on 14 and 15 May");

    const second = byRole(view.container, "link", /^\[2\] /)[0];
    expect(second.getAttribute("href")).toBe("https://northvale-courier.example/2031/03/tessaly-archive");
  });

  it("plain text has no source list and passes streaming through", () => {
    const part: TextPartView = { type: "text", key: "k", text: "Hello", citations: [], streaming: true };
    const view = render(<TextPart part={part} />);
    expect(byRole(view.container, "link")).toHaveLength(0);
    expect(view.container.querySelector("[data-markdown]")?.getAttribute("data-streaming")).toBe("true");
  });
});
