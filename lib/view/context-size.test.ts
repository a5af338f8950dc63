import { describe, expect, it } from "vitest";
import { contextSize } from "./context-size";
import { anthropicNode, fixtureMessage, FIXTURES, userNode } from "./test-support/nodes";

function reply(input: number, output: number, cacheRead = 0) {
  const message = fixtureMessage(FIXTURES.p02);
  message.usage = { ...message.usage, input_tokens: input, output_tokens: output, cache_read_input_tokens: cacheRead, cache_creation_input_tokens: 0 };
  return anthropicNode(message);
}

describe("contextSize", () => {
  it("is null for an empty conversation", () => {
    expect(contextSize([])).toBeNull();
  });

  it("estimates four characters a token before the first reply", () => {
    expect(contextSize([userNode("x".repeat(400))])).toEqual({ tokens: 100, estimated: true });
  });

  it("counts the last reply's input, cached input and output, plus an estimate for what follows it", () => {
    const nodes = [userNode("a"), reply(100, 20), userNode("b"), reply(900, 50, 100), userNode("y".repeat(40))];
    expect(contextSize(nodes)).toEqual({ tokens: 900 + 100 + 50 + 10, estimated: false });
  });
});
