import { describe, expect, it } from "vitest";
import { anthropicNode, fixtureMessage, FIXTURES, userNode } from "@/lib/view/test-support/nodes";
import { lastReplyText } from "./summarise";

describe("lastReplyText", () => {
  it("is the text of the reply after the last user message, without its thinking", () => {
    const message = fixtureMessage(FIXTURES.p02);
    const path = [userNode("first", "u0"), anthropicNode(fixtureMessage(FIXTURES.p02), "a0"), userNode("Summarise", "u1"), anthropicNode(message, "a1")];
    const text = lastReplyText(path);
    const visible = message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n\n");
    expect(text).toBe(visible.trim());
    expect(text).not.toBe("");
  });

  it("is null while the reply is missing or did not complete", () => {
    expect(lastReplyText([userNode("Summarise")])).toBeNull();
    expect(lastReplyText([userNode("Summarise"), anthropicNode(fixtureMessage(FIXTURES.p02), "a1", "error")])).toBeNull();
  });
});
