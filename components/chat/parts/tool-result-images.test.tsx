// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { deriveParts } from "@/lib/view/derive-parts";
import type { ToolCallPart } from "@/lib/view/parts";
import { anthropicNode, FIXTURES, fixtureMessage, toolNode } from "@/lib/view/test-support/nodes";
import { byRole, render } from "./test-support/render";
import { ToolCallCard } from "./tool-call-card";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a tool call whose result holds images", () => {
  it("draws them inside its group, under the result's text", () => {
    const result = {
      toolUseId: "toolu_01Gh7North7Slot2031",
      name: "book_greenhouse_slot",
      content: [
        { type: "text" as const, text: "Booked." },
        { type: "image" as const, source: { type: "base64" as const, media_type: "image/png" as const, data: "iVBORw0KGgo=" } },
        { type: "image" as const, source: { type: "url" as const, url: "https://example.com/map.webp" } },
      ],
    };
    const part = deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode([result])])[2] as ToolCallPart;
    const view = render(<ToolCallCard part={part} />);
    const [group] = byRole(view.container, "group", "Tool call: book_greenhouse_slot");
    expect(group.querySelectorAll("pre")[1].textContent).toBe("Booked.");
    const images = [...group.querySelectorAll("img")];
    expect(images.map((image) => image.alt)).toEqual(["Image 1 from book_greenhouse_slot", "Image 2 from book_greenhouse_slot"]);
    expect(images.map((image) => image.getAttribute("src"))).toEqual(["data:image/png;base64,iVBORw0KGgo=", "https://example.com/map.webp"]);
  });
});
