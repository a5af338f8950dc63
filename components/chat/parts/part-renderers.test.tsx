// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import { anthropicNode, FIXTURES, fixtureMessage, toolNode } from "@/lib/view/test-support/nodes";
import { PART_RENDERERS, ReplyParts } from "./part-renderers";
import { byRole, render } from "./test-support/render";

vi.mock("@/components/markdown/markdown", () => import("./test-support/plain-markdown"));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ReplyParts", () => {
  it("has a renderer for every part type", () => {
    expect(Object.keys(PART_RENDERERS).sort()).toEqual(["structured", "text", "thinking", "tool-call", "web-search"]);
  });

  it("draws a tool loop in order", () => {
    const result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "booked" };
    const parts = deriveParts([
      anthropicNode(fixtureMessage(FIXTURES.p03), "a1"),
      toolNode([result]),
      anthropicNode(fixtureMessage(FIXTURES.p04), "a2"),
    ]);
    const view = render(<ReplyParts parts={parts} />);
    expect(byRole(view.container, "button", /^Thinking/)).toHaveLength(2);
    expect(byRole(view.container, "group", "Tool call: book_greenhouse_slot")).toHaveLength(1);
    expect(byRole(view.container, "group", "Web search")).toHaveLength(1);
    expect(byRole(view.container, "link", /^\[\d\] /)).toHaveLength(2);
    const order = [...view.container.querySelectorAll("[role='group'], [data-markdown]")].map(
      (element) => element.getAttribute("aria-label") ?? "text",
    );
    expect(order).toEqual(["text", "Tool call: book_greenhouse_slot", "Web search", "text"]);
  });
});
