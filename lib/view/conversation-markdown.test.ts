import { describe, expect, it } from "vitest";
import { conversationToMarkdown } from "./conversation-markdown";
import { anthropicNode, FIXTURES, fixtureMessage, toolNode, userNode } from "./test-support/nodes";

const booked = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "booked" };
const plan = { id: "f1", kind: "image", mediaType: "image/png", name: "plan.png", size: 1 } as const;

describe("conversationToMarkdown", () => {
  it("links an image sent by its address", () => {
    const moon = { id: "l1", kind: "image", mediaType: "image/png", name: "moon.png", size: 0, url: "https://example.com/moon.png" } as const;
    const md = conversationToMarkdown("Moon", [userNode("What is this?", "u1", [plan, moon])]);
    expect(md).toContain("_Attachments: plan.png, [moon.png](https://example.com/moon.png)_");
  });

  it("writes the title, each user message, each reply as one section, then the footnotes", () => {
    const md = conversationToMarkdown("Tessaly", [
      userNode("Book a slot, then find the archive.", "u1", [plan]),
      anthropicNode(fixtureMessage(FIXTURES.p03), "a1"),
      toolNode([booked], "t1"),
      anthropicNode(fixtureMessage(FIXTURES.p04), "a2"),
      userNode("Again?", "u2"),
      anthropicNode(fixtureMessage(FIXTURES.p04), "a3"),
    ]);
    const sections = md.split("\n\n---\n\n");
    expect(sections).toHaveLength(5);
    expect(sections[0]).toBe("# Tessaly\n\n**You**\n\nBook a slot, then find the archive.\n\n_Attachments: plan.png_");

    const reply = sections[1];
    expect(reply.startsWith("**Assistant**\n\n<details>\n<summary>Thinking</summary>")).toBe(true);
    const order = ["I'll reserve", "Tool call: `book_greenhouse_slot`", "Result:\n\n```\nbooked\n```", "Web search: “Tessaly", "6 crowns[^1][^2]."];
    const positions = order.map((piece) => reply.indexOf(piece));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    expect(sections[2]).toBe("**You**\n\nAgain?");
    expect(sections[3]).toContain("6 crowns[^1][^2].");
    expect(sections[4]).toMatch(/^\[\^1\]: \[Tessaly Botanical Archive – Visitor Information\]\(https:\/\/tessaly-archive\.example\/visit\) — .*\n\[\^2\]: [^\n]*\n$/);
  });

  it("reads the conversation as finished: a call left without a result was not run", () => {
    const md = conversationToMarkdown("Slot", [userNode("Book it"), anthropicNode(fixtureMessage(FIXTURES.p03))]);
    expect(md).toContain("_Not run: the reply ended without a result for this call._");
    expect(md).not.toContain("[^");
  });
});
