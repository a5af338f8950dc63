import { describe, expect, it } from "vitest";
import { deriveParts } from "./derive-parts";
import { PART_TEXT, partsText } from "./part-text";
import { anthropicNode, FIXTURES, fixtureMessage, fixtureResult, openaiNode, toolNode } from "./test-support/nodes";

describe("partsText", () => {
  it("has an entry for every part type", () => {
    expect(Object.keys(PART_TEXT).sort()).toEqual(["structured", "text", "thinking", "tool-call", "web-search"]);
  });

  it("keeps the reply's text without citation marks, and leaves out thinking and searches", () => {
    expect(partsText(deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))]))).toBe(
      "Based on the search results, the Tessaly Botanical Archive opens to the public on 14 May 2031, and entry is free " +
        "during the opening weekend, after which a day ticket costs 6 crowns.",
    );
  });

  it("keeps citation numbers as plain [n] when asked, as Copy does", () => {
    const text = partsText(deriveParts([anthropicNode(fixtureMessage(FIXTURES.p04))]), (n) => `[${n}]`);
    expect(text).toMatch(/ 14 May 2031.*\[1\]/);
    expect(text).not.toMatch(/\]\(|\\\[/);
  });

  it("leaves out tool calls and their results", () => {
    const result = { toolUseId: "toolu_01Gh7North7Slot2031", name: "book_greenhouse_slot", content: "booked" };
    expect(partsText(deriveParts([anthropicNode(fixtureMessage(FIXTURES.p03)), toolNode([result])]))).toBe(
      "I'll reserve that greenhouse slot for you now.",
    );
    expect(partsText(deriveParts([openaiNode(fixtureResult(FIXTURES.p08))]))).toBe("");
  });
});
